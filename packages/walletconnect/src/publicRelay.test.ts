import { createLogger, type LogEntry, porticoDevnet } from '@portico/core';
import type { ConnectorEvent } from '@portico/core/adapters';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicRelayUrl, resolveWalletConnectOptions } from './options.js';
import { createWalletConnectConnector } from './walletConnectConnector.js';

// The SDK's client is replaced: these tests check the wiring and open no socket.
const created = vi.hoisted(() => [] as unknown[]);
vi.mock('./walletConnectClient.js', () => ({
  createWalletConnectClient: async (options: unknown) => {
    created.push(options);
    return { restore: () => undefined, close: async () => {} };
  },
}));

const networks = [porticoDevnet(8545)];

function setUp(options: Parameters<typeof createWalletConnectConnector>[0]) {
  const entries: LogEntry[] = [];
  const events: ConnectorEvent[] = [];
  const connector = createWalletConnectConnector(options);
  connector.setup({
    networks,
    logger: createLogger({ level: 'debug', sinks: [(entry) => entries.push(entry)] }),
    emit: (event) => events.push(event),
  });
  return { connector, entries, events };
}

beforeEach(() => {
  created.length = 0;
});

describe('WalletConnect without a relay of the dApp’s own: the public WalletConnect network', () => {
  it('resolves to the public relay with the dApp’s WalletConnect project id', () => {
    expect(publicRelayUrl).toBe('wss://relay.walletconnect.org');
    expect(resolveWalletConnectOptions({ projectId: ' wc-project ' })).toEqual({
      projectId: 'wc-project',
      relayUrl: 'wss://relay.walletconnect.org',
    });
  });

  it('a relay given (Portico Cloud’s) is kept', () => {
    expect(
      resolveWalletConnectOptions({ projectId: 'p1', relayUrl: 'ws://127.0.0.1:4100/relay' })?.relayUrl,
    ).toBe('ws://127.0.0.1:4100/relay');
  });

  it('the SDK client is made with the public relay and the project id', async () => {
    const { connector, events } = setUp({ projectId: 'wc-project' });
    expect(events).toEqual([
      { type: 'connectors', connectors: [expect.objectContaining({ id: 'walletConnect', chain: 'eip155' })] },
    ]);
    await connector.reconnect({ connectorId: 'walletConnect', networks });
    expect(created).toEqual([{ projectId: 'wc-project', relayUrl: 'wss://relay.walletconnect.org' }]);
  });

  it.each([undefined, '', '   '])(
    'without a project id (%j) the option is hidden: no connector, nothing loaded, one warning',
    async (projectId) => {
      const { connector, events, entries } = setUp({ projectId });
      expect(events).toEqual([{ type: 'connectors', connectors: [] }]);
      expect(connector.namespaces).toEqual([]);
      await expect(connector.reconnect({ connectorId: 'walletConnect', networks })).resolves.toBeUndefined();
      expect(created).toEqual([]);
      expect(entries.map(({ level, message }) => `${level} ${message}`)).toEqual([
        'warn WalletConnect is hidden: createWalletConnectConnector has no projectId (a WalletConnect project id, or your Portico Cloud project)',
      ]);
    },
  );
});
