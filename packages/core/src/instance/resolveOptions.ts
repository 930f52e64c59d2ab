import { isDevelopmentHost } from '../cloud/backend/developmentMode.js';
import { hasCloud } from '../cloud/backend/hasCloud.js';
import { featuresWithoutCloud } from '../cloud/backend/localFeatures.js';
import { throughCloudRpc } from '../cloud/client/cloudRpc.js';
import { porticoSdk } from '../cloud/client/sdkInfo.js';
import { basicModeFeatures } from '../cloud/remoteConfig/remoteFeatures.js';
import { defaultAccountTypes } from '../domain/caip/accountType.js';
import { ethereum } from '../domain/networks/ethereum.js';
import type { Network } from '../domain/networks/network.js';
import { constants } from '../shared/constants.js';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { createLogger } from '../shared/logger/logger.js';
import type { ResolvedFeatures } from './features.js';
import type { PorticoOptions, ResolvedPorticoOptions } from './porticoOptions.js';
import { checkProjectId } from './projectId.js';

/**
 * §9 local feature defaults. Features the spec lists only as remote (email, socials, swaps, onramp, activity,
 * multi-wallet) stay off until the dApp turns them on or the project's remote configuration does.
 */
const defaultFeatures: ResolvedFeatures = {
  ...constants.defaults.features,
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  pay: false,
  reownBranding: constants.defaults.remoteFeatures.reownBranding,
  multiWallet: constants.defaults.remoteFeatures.multiWallet,
};

/** With a cloud and a project id, the networks are read through the cloud's RPC proxy (§7). */
function withCloudRpc(networks: readonly Network[], options: PorticoOptions): readonly Network[] {
  const projectId = checkProjectId(options.projectId);
  if (!options.cloudUrl || !projectId.ok) return networks;
  const cloud = {
    cloudUrl: options.cloudUrl,
    projectId: projectId.projectId,
    sdkType: options.sdkType ?? porticoSdk.type,
    sdkVersion: options.sdkVersion ?? porticoSdk.version,
  };
  return networks.map((network) => throughCloudRpc(network, cloud));
}

/**
 * The options with every default applied. Throws when both `siweConfig` and `siwx` are set (§5) and when
 * `networks` is empty, and names the fault of a bad `tokens` option. A missing project id is not thrown: the
 * instance shows the alert instead. Without Portico Cloud the cloud-only features are off (`featuresWithoutCloud`).
 * §9: without `networks` the dApp is on Ethereum mainnet; without `defaultNetwork` it starts on eip155:1
 * when configured, else on the first network.
 */
export function resolveOptions(
  options: PorticoOptions,
  slicesOptions: readonly Partial<ResolvedPorticoOptions>[] = [],
): ResolvedPorticoOptions {
  const networks = withCloudRpc(options.networks ?? [ethereum], options);
  const [firstNetwork] = networks;
  if (!firstNetwork) throw new PorticoError('NETWORKS_REQUIRED');
  const wanted = options.defaultNetwork?.caipNetworkId ?? constants.defaultChain;
  const defaultNetwork = networks.find((network) => network.caipNetworkId === wanted) ?? firstNetwork;
  const development = options.development ?? isDevelopmentHost();
  // In development the built-in logger also shows warnings (the no-backend notice among them); §9's 'error' otherwise.
  const logger = options.logger ?? createLogger(development ? { level: 'warn' } : {});
  const features = options.basic
    ? basicModeFeatures({ ...defaultFeatures, ...options.features })
    : { ...defaultFeatures, ...options.features };
  const instance = {
    projectId: options.projectId ?? '',
    metadata: options.metadata,
    networks,
    defaultNetwork,
    adapters: options.adapters ?? [],
    connectors: options.connectors ?? [],
    logger,
    features: hasCloud(options) ? features : featuresWithoutCloud(features),
    customWallets: options.customWallets ?? [],
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableReconnect: options.enableReconnect ?? true,
    manualWCControl: options.manualWCControl ?? false,
    embedded: options.embedded ?? false,
    disableAppend: options.disableAppend ?? false,
    defaultAccountTypes: { ...defaultAccountTypes, ...options.defaultAccountTypes },
    cloudUrl: options.cloudUrl,
    basic: options.basic ?? false,
    development,
  };
  // Each slice's options, with their defaults (`Slice.resolveOptions`), complete the instance's.
  return Object.assign(instance, ...slicesOptions) as ResolvedPorticoOptions;
}
