import { createLogger, porticoDevnet, porticoTestnet } from '@portico/core';
import type { ConnectorEvent } from '@portico/core/adapters';
import { getConnection } from '@wagmi/core';
import { describe, expect, it } from 'vitest';

// Runs in plain Node: any unguarded window/document/localStorage access throws a ReferenceError.
const logger = createLogger({ sinks: [] });
const networks = [porticoDevnet(1), porticoTestnet(2)];
const browserGlobals = ['window', 'document', 'localStorage'];

describe('the EVM package in Node (server-side rendering)', () => {
  it('imports, builds the wagmi config and sets the adapter up without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const { createEvmAdapter, withWagmi } = await import('./index.js');
    const adapter = withWagmi(createEvmAdapter({ networks }));
    const config = adapter.wagmiConfig;
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338]);
    expect(config._internal.mipd).toBeUndefined();
    expect(config.storage).toBeNull();

    await adapter.setup?.({ networks, logger, disconnect: async () => {} });
    await adapter.syncConnections?.([]);
    expect(getConnection(config).status).toBe('disconnected');
    adapter.destroy?.();

    for (const name of browserGlobals) expect(name in globalThis).toBe(false);
  });

  it('§4 the injected connector finds no wallet and answers at once', async () => {
    const { createInjectedConnector } = await import('./index.js');
    const source = createInjectedConnector();
    const events: ConnectorEvent[] = [];
    await source.setup({ networks, logger, emit: (event) => events.push(event) });
    expect(events).toEqual([{ type: 'connectors', connectors: [] }]);

    const started = Date.now();
    await expect(source.reconnect({ connectorId: 'injected', networks })).resolves.toBeUndefined();
    // No window: nothing can announce itself later, so there is nothing to wait for.
    expect(Date.now() - started).toBeLessThan(500);
    const signal = new AbortController().signal;
    await expect(
      source.connect({ connectorId: 'injected', namespace: 'eip155', networks, signal }),
    ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
    await expect(source.disconnect({ connectorId: 'injected' })).resolves.toBeUndefined();
    source.destroy?.();

    for (const name of browserGlobals) expect(name in globalThis).toBe(false);
  });

  it('§3 builds the config from the networks given to setup when none were passed', async () => {
    const { createEvmAdapter, withWagmi } = await import('./index.js');
    const adapter = withWagmi(createEvmAdapter());
    await adapter.setup?.({ networks: [porticoTestnet(2)], logger, disconnect: async () => {} });
    expect(adapter.wagmiConfig.chains.map((chain) => [chain.id, chain.rpcUrls.default.http])).toEqual([
      [31338, ['http://127.0.0.1:2']],
    ]);
  });

  it('§8 has no chain to configure without an eip155 network', async () => {
    const { createEvmAdapter, withWagmi } = await import('./index.js');
    expect(() => withWagmi(createEvmAdapter()).wagmiConfig).toThrow('Chain not configured.');
  });
});
