import type { Connector } from '../../connector/connector.js';
import { porticoDevnet, porticoTestnet } from '../../networks/devnet.js';
import { solana } from '../../networks/solana.js';
import { createPortico } from '../createPortico.js';
import type { PorticoOptions } from '../types.js';
import { fakeAdapter, memoryStorage } from './fakeAdapter.js';

export const devnet = porticoDevnet(8545);
export const testnet = porticoTestnet(8546);
export const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
};
export const phantom: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' };

/** An instance on devnet, testnet and Solana with one fake wallet per namespace, set up. */
export async function setupPortico(overrides: Partial<PorticoOptions> = {}) {
  const evm = fakeAdapter('eip155', [metamask], devnet.id);
  const sol = fakeAdapter('solana', [phantom], solana.id);
  const portico = createPortico({
    projectId: 'p1',
    networks: [devnet, testnet, solana],
    adapters: [evm, sol],
    storage: memoryStorage(),
    ...overrides,
  });
  await portico.ready;
  return { portico, evm, sol };
}

/** The same, with MetaMask connected on devnet. */
export async function setupConnected(overrides: Partial<PorticoOptions> = {}) {
  const setup = await setupPortico(overrides);
  await setup.portico.connect(metamask.id);
  return setup;
}
