import { describe, expect, it } from 'vitest';
import { solana } from '../../domain/networks/solana.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../../portico/createPortico.js';
import { account } from '../../portico/test/fakeConnectorSource.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { metamask, phantom, porticoParts } from '../../portico/test/setupPortico.js';

const connections = (...entries: [sourceId: string, connectorId: string][]) =>
  JSON.stringify(
    entries.map(([sourceId, connectorId]) => ({ sourceId, connectorId, namespaces: ['eip155'] })),
  );

/**
 * The instance of `porticoParts` on `stored`, its wallets authorising MetaMask (0xa11ce) and Rabby (0xb0b);
 * `prepare` sees the parts before the instance starts.
 */
function setup(
  stored: Record<string, string>,
  overrides: Partial<PorticoOptions> = {},
  prepare: (parts: ReturnType<typeof porticoParts>) => void = () => {},
) {
  const { logger, messages } = recordingLogger();
  const parts = porticoParts(stored);
  parts.evm.authorised.set(metamask.id, [account('eip155:31337:0xa11ce')]);
  parts.evm.authorised.set('io.rabby', [account('eip155:31337:0xb0b')]);
  prepare(parts);
  const portico = createPortico({ ...parts.options, logger, ...overrides });
  return { portico, messages, ...parts };
}

describe('start: set-up and restore (§4)', () => {
  it("§4 a stored connection status that is none of the statuses is reported as 'Invalid connection status' and read as none", async () => {
    const { portico, messages } = setup({ '@portico/connectionStatus:eip155': '"bogus"' });
    await portico.ready;
    expect(messages('error')).toContain('Invalid connection status');
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('a stored value its key cannot read is logged and ignored', async () => {
    const { portico, messages } = setup({ '@portico/recentWallets': '{not json' });
    await portico.ready;
    expect(messages('error')).toContain('Ignored a corrupt stored value');
    expect(portico.getState().connectors.recentWallets).toEqual([]);
  });

  it("restore logs a source's failed reconnect and goes on with the other connections", async () => {
    const { portico, evm, messages } = setup(
      {
        '@portico/connectorId:eip155': '"io.metamask"',
        '@portico/connections': connections(['evm-wallets', 'io.rabby'], ['evm-wallets', metamask.id]),
      },
      { features: { multiWallet: true } },
    );
    // Reconnecting happens after set-up: failing it now fails the first reconnect.
    evm.failNext.reconnect = new Error('locked');
    await portico.ready;
    expect(messages('warn')).toContain('Reconnecting io.rabby failed');
    expect(evm.calls.filter((call) => call.startsWith('reconnect'))).toEqual([
      'reconnect:io.rabby',
      'reconnect:io.metamask',
    ]);
    expect(portico.getState().connection.connections.eip155?.map((c) => c.connectorId)).toEqual([
      metamask.id,
    ]);
    expect(portico.getState().accounts.eip155).toMatchObject({ status: 'connected', address: '0xa11ce' });
  });

  it('a stored connection whose source is not configured any more is skipped', async () => {
    const { portico, evm } = setup({
      '@portico/connectorId:eip155': '"io.metamask"',
      '@portico/connections': connections(['gone', metamask.id]),
    });
    await portico.ready;
    expect(evm.calls).toEqual(['setup']);
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('§4 with reconnect disabled nothing is asked of the wallets', async () => {
    const { portico, evm } = setup(
      {
        '@portico/connectorId:eip155': '"io.metamask"',
        '@portico/connections': connections(['evm-wallets', metamask.id]),
      },
      { enableReconnect: false },
    );
    await portico.ready;
    expect(evm.calls).toEqual(['setup']);
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('a source whose setup throws is logged; the other sources connect', async () => {
    const { portico, messages } = setup({}, {}, ({ sol }) => {
      sol.failNext.setup = new Error('no Wallet Standard');
    });
    await portico.ready;
    expect(messages('error')).toEqual(['The connector source solana-wallets failed to set up']);
    expect(portico.getState().connectors.connectors.map((c) => c.id)).toEqual([metamask.id]);
    await expect(portico.connect(phantom.id, { namespace: 'solana' })).rejects.toThrow(
      'No connector found for connection: app.phantom',
    );
    await portico.connect(metamask.id);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('an adapter whose setup throws is logged and leaves its namespace disconnected, even with a wallet restored', async () => {
    const { portico, messages, storage } = setup(
      {
        '@portico/connectorId:eip155': '"io.metamask"',
        '@portico/connections': connections(['evm-wallets', metamask.id]),
      },
      {},
      ({ evmAdapter }) => {
        evmAdapter.failNext.setup = new Error('no window');
      },
    );
    await portico.ready;
    expect(messages('error')).toEqual(['The eip155 chain adapter failed to set up']);
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(portico.getState().connection.connectedNamespaces).toEqual([]);
    expect(storage.map.get('@portico/connectionStatus:eip155')).toBe('"disconnected"');
  });

  it('§3 once started, the connections, current connector, status and last used namespace are stored', async () => {
    const { portico, storage } = setup({});
    await portico.ready;
    expect(Object.fromEntries(storage.map)).toEqual({
      '@portico/connections': '[]',
      '@portico/recentConnections': '[]',
      '@portico/connectionStatus:eip155': '"disconnected"',
      '@portico/connectionStatus:solana': '"disconnected"',
      '@portico/lastUsedChain': '"eip155"',
    });
    await portico.switchActiveNetwork(solana);
    await portico.connect(phantom.id);
    expect(storage.map.get('@portico/connectorId:solana')).toBe('"app.phantom"');
    expect(storage.map.get('@portico/connectionStatus:solana')).toBe('"connected"');
    expect(storage.map.get('@portico/lastUsedChain')).toBe('"solana"');
  });

  it('destroyed before the start finished, nothing is stored', async () => {
    const { portico, storage } = setup({});
    portico.destroy();
    await portico.ready;
    expect(storage.map.size).toBe(0);
  });
});
