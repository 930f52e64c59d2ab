import { createCloudClient } from '../../cloud/client/cloudClient.js';
// Loaded right after start in a page: evaluated up front here, so that an instance's first turns (under fake timers) see it.
import '../../walletPicker/walletList/startWalletList.js';
import { fakeCloud } from '../../cloud/client/test/fakeCloud.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import { porticoDevnet, porticoTestnet } from '../../domain/networks/devnet.js';
import { solana } from '../../domain/networks/solana.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../createPortico.js';
import { fakeChainAdapter } from './fakeChainAdapter.js';
import { fakeConnectorSource } from './fakeConnectorSource.js';
import { memoryStorage } from './memoryStorage.js';

export const devnet = porticoDevnet(8545);
export const testnet = porticoTestnet(8546);
export const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
};
export const phantom: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' };

/**
 * An instance's parts before it is created: on devnet, testnet and Solana, an EVM wallet source and a Solana
 * wallet source (each wallet on the namespace's first network), an adapter per namespace, storage in memory.
 */
export function porticoParts(stored: Record<string, string> = {}) {
  const evm = fakeConnectorSource({
    id: 'evm-wallets',
    namespaces: ['eip155'],
    connectors: [metamask],
    chains: { eip155: devnet.id },
  });
  const sol = fakeConnectorSource({
    id: 'solana-wallets',
    namespaces: ['solana'],
    connectors: [phantom],
    chains: { solana: solana.id },
  });
  const evmAdapter = fakeChainAdapter('eip155');
  const solAdapter = fakeChainAdapter('solana');
  const storage = memoryStorage(stored);
  const options: PorticoOptions = {
    projectId: 'p1',
    networks: [devnet, testnet, solana],
    connectors: [evm, sol],
    adapters: [evmAdapter, solAdapter],
    storage,
  };
  return { evm, sol, evmAdapter, solAdapter, storage, options };
}

/** The options of an instance with Portico Cloud: `cloud` (a `fakeCloud`) answers every call. */
export function withFakeCloud(cloud = fakeCloud()): Partial<PorticoOptions> {
  return {
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage: async () => {},
  };
}

/** An instance from `porticoParts`, not yet ready. */
export function createTestPortico(
  overrides: Partial<PorticoOptions> = {},
  stored: Record<string, string> = {},
) {
  const { options, ...parts } = porticoParts(stored);
  return { portico: createPortico({ ...options, ...overrides }), ...parts };
}

/** The same, set up. */
export async function setupPortico(
  overrides: Partial<PorticoOptions> = {},
  stored: Record<string, string> = {},
) {
  const setup = createTestPortico(overrides, stored);
  await setup.portico.ready;
  return setup;
}

/** The same, with MetaMask connected on devnet. */
export async function setupConnected(overrides: Partial<PorticoOptions> = {}) {
  const setup = await setupPortico(overrides);
  await setup.portico.connect(metamask.id);
  return setup;
}
