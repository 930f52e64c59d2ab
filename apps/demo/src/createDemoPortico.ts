import { createPortico, type Network, type Portico } from '@portico/core';
import { createEvmAdapter, type EvmAdapter } from '@portico/evm';

export interface DemoPortico {
  portico: Portico;
  adapter: EvmAdapter;
}

/**
 * The page's one Portico instance, on the devnet's networks. `?allowUnsupportedChain=1` keeps the
 * unsupported-network placeholder instead of the UnsupportedChain view (the end-to-end tests use both).
 */
export function createDemoPortico(networks: readonly Network[], search: string): DemoPortico {
  const adapter = createEvmAdapter();
  const portico = createPortico({
    projectId: 'portico-demo',
    networks,
    adapters: [adapter],
    allowUnsupportedChain: new URLSearchParams(search).get('allowUnsupportedChain') === '1',
    storage: window.localStorage,
  });
  return { portico, adapter };
}
