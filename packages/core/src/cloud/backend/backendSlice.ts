import { checkProjectId } from '../../instance/projectId.js';
import type { Slice } from '../../instance/slice.js';
import { showAlert } from '../../modal/alerts/showAlert.js';
import type { CloudClient } from '../client/cloudClient.js';
import { cloudClientOnDemand } from '../client/cloudClientOnDemand.js';
import { cloudParams } from '../client/cloudParams.js';
import { porticoSdk } from '../client/sdkInfo.js';
import { createSupportedChains, type SupportedChains } from '../client/supportedChains.js';
import { hasCloud } from './hasCloud.js';
import { noteMissingBackendInDevelopment } from './missingBackendNotice.js';

/** Portico Cloud as the slices after this one reach it; `undefined` parts mean the local fallbacks. */
interface CloudPort {
  readonly client: CloudClient | undefined;
  /** §7 one supported-chains answer for every chain-data call of the instance. */
  readonly supportedChains: SupportedChains | undefined;
}

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    cloud: CloudPort;
  }
}

/**
 * Portico Cloud for an instance (§7): the client, created when a `cloudUrl` and a valid project id are given, with
 * the 'Unverified domain' alert when the project has no origins configured. Without it every cloud service takes
 * its local fallback (docs/decisions.md "Without a backend") and, in development, one notice says what is missing.
 */
export const backendSlice: Slice = {
  name: 'backend',
  initialState: ({ options }) => ({ backend: { cloud: hasCloud(options) } }),
  create({ rt, portico }) {
    const { options } = rt;
    const projectId = checkProjectId(options.projectId);
    if (!options.cloudUrl || !projectId.ok) {
      noteMissingBackendInDevelopment(rt, portico);
      return { port: { cloud: { client: undefined, supportedChains: undefined } } };
    }
    let unverifiedShown = false;
    const sdk = {
      projectId: projectId.projectId,
      sdkType: portico.sdkType ?? porticoSdk.type,
      sdkVersion: portico.sdkVersion ?? porticoSdk.version,
    };
    const images = { baseUrl: options.cloudUrl, params: cloudParams(sdk) };
    rt.set((state) => ({ ...state, backend: { ...state.backend, images } }));
    const client = (portico.createCloudClient ?? cloudClientOnDemand)({
      baseUrl: options.cloudUrl,
      ...sdk,
      onDomainStatus(status) {
        if (status !== 'unverified' || unverifiedShown) return;
        unverifiedShown = true;
        showAlert(rt, 'UNVERIFIED_DOMAIN');
      },
    });
    return { port: { cloud: { client, supportedChains: createSupportedChains(client) } } };
  },
};
