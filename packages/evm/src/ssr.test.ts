import type { AdapterEvent } from '@portico/core';
import { porticoDevnet, porticoTestnet } from '@portico/core';
import { getConnection } from '@wagmi/core';
import { describe, expect, it } from 'vitest';

// Runs in plain Node: any unguarded window/document/localStorage access throws a ReferenceError.
describe('the EVM adapter in Node (server-side rendering)', () => {
  it('imports, builds its wagmi config and sets up without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const { createEvmAdapter } = await import('./index.js');
    const adapter = createEvmAdapter({ networks: [porticoDevnet(1), porticoTestnet(2)] });
    const config = adapter.wagmiConfig;
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338]);
    expect(config._internal.mipd).toBeUndefined();

    const events: AdapterEvent[] = [];
    await adapter.setup({ networks: [], emit: (event) => events.push(event) });
    expect(events).toEqual([{ type: 'connectors', connectors: [] }]);
    expect(getConnection(config).status).toBe('disconnected');
    await expect(
      adapter.reconnect({ connectorId: 'injected', network: porticoDevnet(1) }),
    ).resolves.toBeUndefined();
    adapter.destroy?.();

    for (const name of ['window', 'document', 'localStorage']) expect(name in globalThis).toBe(false);
  });

  it('§3 builds the config from the networks given to setup when none were passed', async () => {
    const { createEvmAdapter } = await import('./index.js');
    const adapter = createEvmAdapter();
    await adapter.setup({ networks: [porticoTestnet(2)], emit: () => {} });
    expect(adapter.wagmiConfig.chains.map((chain) => [chain.id, chain.rpcUrls.default.http])).toEqual([
      [31338, ['http://127.0.0.1:2']],
    ]);
  });

  it('§8 has no chain to configure without an eip155 network', async () => {
    const { createEvmAdapter } = await import('./index.js');
    expect(() => createEvmAdapter().wagmiConfig).toThrow('Chain not configured.');
  });
});
