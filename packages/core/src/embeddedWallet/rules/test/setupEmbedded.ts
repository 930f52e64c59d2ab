import { vi } from 'vitest';
import { createCloudClient } from '../../../cloud/client/cloudClient.js';
import { fakeCloud } from '../../../cloud/client/test/fakeCloud.js';
import type { RemoteFeatures } from '../../../cloud/wire/remoteConfig.js';
import type { PorticoOptions } from '../../../instance/porticoOptions.js';
import { createPortico } from '../../../portico/createPortico.js';
import { recordingLogger } from '../../../portico/test/recordingLogger.js';
import { porticoParts } from '../../../portico/test/setupPortico.js';
import { constants } from '../../../shared/constants.js';
import { fakeEmbeddedWalletSource } from './fakeEmbeddedWalletSource.js';

export const dappOrigin = 'https://dapp.test';

export interface EmbeddedSetup {
  /** Remote features over the §9 defaults (email on). */
  features?: Partial<RemoteFeatures>;
  allowedOrigins?: string[];
  /** The page's origin; none plays a runtime without `location`. */
  origin?: string | null;
  stored?: Record<string, string>;
  /** The cloud's chain-data answers (token balances per address, supported chains). */
  chainData?: Pick<NonNullable<Parameters<typeof fakeCloud>[1]>, 'balances' | 'supportedChains'>;
  overrides?: Partial<PorticoOptions>;
  /** The embedded wallet has smart accounts (its source implements `SmartAccountCapability`). */
  smartAccounts?: boolean;
}

/**
 * An instance with the fake embedded wallet beside the EVM and Solana wallets, a fake cloud whose remote
 * features and allowed origins enable it for `https://dapp.test`, and a recording logger. Not yet ready.
 */
export function createEmbeddedPortico(setup: EmbeddedSetup = {}) {
  const fake = fakeEmbeddedWalletSource();
  const cloud = fakeCloud([], {
    features: { ...constants.defaults.remoteFeatures, ...setup.features },
    allowedOrigins: setup.allowedOrigins ?? [dappOrigin],
    ...setup.chainData,
  });
  const origin = setup.origin === undefined ? dappOrigin : setup.origin;
  vi.stubGlobal('location', origin === null ? undefined : { origin });
  const { options, ...parts } = porticoParts(setup.stored);
  const log = recordingLogger();
  const portico = createPortico({
    ...options,
    connectors: [
      ...(options.connectors ?? []),
      setup.smartAccounts ? fake.smartAccountSource() : fake.source,
    ],
    cloudUrl: 'http://cloud.test',
    createCloudClient: (client) => createCloudClient({ ...client, fetch: cloud.fetch }),
    logger: log.logger,
    ...setup.overrides,
  });
  return { portico, fake, cloud, log, ...parts };
}

/** The same, ready. */
export async function setupEmbedded(setup: EmbeddedSetup = {}) {
  const parts = createEmbeddedPortico(setup);
  await parts.portico.ready;
  return parts;
}
