import { describe, expect, it, vi } from 'vitest';
import type { ChainAdapter, NamespaceConnection } from '../../domain/chainAdapter/ChainAdapter.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import { createPortico } from '../../portico/createPortico.js';
import { deferred } from '../../portico/test/deferred.js';
import { account } from '../../portico/test/fakeConnectorSource.js';
import { fakeSignature } from '../../portico/test/fakeSignature.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { devnet, metamask, porticoParts, setupPortico, testnet } from '../../portico/test/setupPortico.js';

const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'rabby.svg',
};

/** What the adapter was last told, without the providers (checked apart). */
const brief = (views: readonly NamespaceConnection[] | undefined) =>
  views?.map(
    ({ connectorId, addresses, network }) => `${connectorId} ${addresses.join(',')} ${network.caipNetworkId}`,
  );

describe('chain adapters follow core (syncConnections)', () => {
  it("after each change the adapter gets the namespace's connections, current first, with their providers", async () => {
    const { portico, evm, evmAdapter, solAdapter } = await setupPortico({ features: { multiWallet: true } });
    evm.emit({ type: 'connectors', connectors: [metamask, rabby] });
    const last = () => evmAdapter.synced.at(-1);
    await vi.waitFor(() => expect(evmAdapter.synced).toEqual([[]]));

    await portico.connect(metamask.id);
    await vi.waitFor(() =>
      expect(last()).toEqual([
        {
          connectorId: metamask.id,
          name: 'MetaMask',
          icon: undefined,
          addresses: ['0xa11ce'],
          network: devnet,
          provider: evm.provider(metamask.id, 'eip155'),
        },
      ]),
    );

    // Rabby's wallet is on testnet; MetaMask's connection stays on devnet.
    evm.chains.eip155 = testnet.id;
    evm.authorised.set(rabby.id, [account('eip155:31338:0xb0b')]);
    await portico.connect(rabby.id);
    await vi.waitFor(() =>
      expect(brief(last())).toEqual(['io.rabby 0xb0b eip155:31338', 'io.metamask 0xa11ce eip155:31337']),
    );
    expect(last()?.map((view) => view.provider)).toEqual([
      evm.provider(rabby.id, 'eip155'),
      evm.provider(metamask.id, 'eip155'),
    ]);
    expect(last()?.[0]).toMatchObject({ name: 'Rabby', icon: 'rabby.svg' });

    await portico.switchConnection({ connectorId: metamask.id });
    await vi.waitFor(() =>
      expect(brief(last())).toEqual(['io.metamask 0xa11ce eip155:31337', 'io.rabby 0xb0b eip155:31338']),
    );
    await portico.switchActiveNetwork(testnet);
    await vi.waitFor(() =>
      expect(brief(last())).toEqual(['io.metamask 0xa11ce eip155:31338', 'io.rabby 0xb0b eip155:31338']),
    );
    await portico.disconnect();
    await vi.waitFor(() => expect(brief(last())).toEqual(['io.rabby 0xb0b eip155:31338']));
    await portico.disconnect();
    await vi.waitFor(() => expect(last()).toEqual([]));
    // Solana's connections never changed.
    expect(solAdapter.synced).toEqual([[]]);
  });

  it('views are sent one at a time; a newer one supersedes those not yet sent', async () => {
    const { portico, evmAdapter } = await setupPortico();
    await vi.waitFor(() => expect(evmAdapter.synced).toHaveLength(1));
    const held = deferred();
    evmAdapter.hold.syncConnections = held;
    await portico.connect(metamask.id);
    await vi.waitFor(() => expect(evmAdapter.synced).toHaveLength(2));
    await portico.switchActiveNetwork(testnet);
    await portico.switchActiveNetwork(devnet);
    expect(evmAdapter.synced).toHaveLength(2);
    held.resolve();
    await vi.waitFor(() => expect(evmAdapter.synced).toHaveLength(3));
    expect(brief(evmAdapter.synced[2])).toEqual(['io.metamask 0xa11ce eip155:31337']);
  });

  it('a failing sync is logged as an error; one superseded while its providers were asked for is not', async () => {
    const { logger, messages } = recordingLogger();
    const { portico, evm, evmAdapter } = await setupPortico({ logger });
    evmAdapter.failNext.syncConnections = new Error('wagmi refused');
    await vi.waitFor(() =>
      expect(messages('error')).toEqual(['The eip155 adapter failed to follow the connections']),
    );

    await portico.connect(metamask.id);
    await vi.waitFor(() => expect(evmAdapter.synced).toHaveLength(2));
    const asked = deferred();
    evm.hold.getProvider = asked;
    evm.failNext.getProvider = new Error('session gone');
    evm.emit({ type: 'chainChanged', connectorId: metamask.id, caipNetworkId: testnet.caipNetworkId });
    await vi.waitFor(() => expect(evm.hold.getProvider).toBeUndefined());
    evm.emit({ type: 'chainChanged', connectorId: metamask.id, caipNetworkId: devnet.caipNetworkId });
    asked.resolve();
    await vi.waitFor(() => expect(evmAdapter.synced).toHaveLength(3));
    expect(brief(evmAdapter.synced[2])).toEqual(['io.metamask 0xa11ce eip155:31337']);
    expect(messages('error')).toHaveLength(1);
    expect(messages('debug')).toContain('The eip155 adapter failed to follow the connections');
  });

  it('a chain library disconnecting through its adapter disconnects the connection in core', async () => {
    const { portico, evm, evmAdapter } = await setupPortico();
    await portico.connect(metamask.id);
    await evmAdapter.context?.disconnect(metamask.id);
    expect(evm.calls).toContain('disconnect:io.metamask');
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('nothing is sent after destroy', async () => {
    const { portico, evmAdapter } = await setupPortico();
    await vi.waitFor(() => expect(evmAdapter.synced).toHaveLength(1));
    const connecting = portico.connect(metamask.id);
    portico.destroy();
    await connecting;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(evmAdapter.synced).toHaveLength(1);
  });
});

describe('an adapter with only the required methods', () => {
  it('is not set up nor synced, and serves its namespace', async () => {
    const parts = porticoParts();
    const minimal: ChainAdapter = {
      namespace: 'eip155',
      toCaipAddress: parts.evmAdapter.toCaipAddress,
      getBalance: async () => ({ balance: '2', symbol: 'ETH' }),
      signMessage: async ({ message }) => fakeSignature(`minimal:${message}`),
    };
    const portico = createPortico({ ...parts.options, adapters: [minimal] });
    await portico.ready;
    await portico.connect(metamask.id);
    expect(portico.getState().accounts.eip155).toMatchObject({ status: 'connected', balance: '2' });
    await expect(portico.signMessage('hi')).resolves.toBe(fakeSignature('minimal:hi'));
    // Without switching, a switch only sets the network.
    await portico.switchActiveNetwork(testnet);
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
  });
});
