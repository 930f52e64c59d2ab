import { createPublicKey, verify } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as realDelay } from 'node:timers/promises';
import { type RunningCloud, startCloud } from '@portico/cloud';
import { createLogger, type Network, porticoDevnet, porticoTestnet } from '@portico/core';
import type { ConnectorEvent, ConnectorSource } from '@portico/core/adapters';
import { toSolanaNetwork } from '@portico/devnet';
import { createEvmAdapter } from '@portico/evm';
import { createSolanaAdapter } from '@portico/solana';
import { loopbackOnly } from '@portico/testing';
import {
  createWalletConnectTestWallet,
  newCloudDataDir,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { getBase58Encoder } from '@solana/codecs-strings';
import { type Hex, verifyMessage } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletConnectStorage } from './options.js';
import { memoryStorage } from './test/memoryStorage.js';
import { seedRelayProjects } from './test/relayProjects.js';
import { randomSolanaKey } from './test/solanaSecretKey.js';
import { createWalletConnectConnector } from './walletConnectConnector.js';

// The SDKs skip their verify and init calls under Vitest; each client gets a core of its own, as after a reload.
process.env.IS_VITEST = 'true';
process.env.DISABLE_GLOBAL_CORE = 'true';

const hosted = loopbackOnly();
const devnet = porticoDevnet(18545);
const testnet = porticoTestnet(18546);
const solanaLocal = toSolanaNetwork({
  caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
  name: 'Portico Solana',
  testnet: false,
  rpcUrl: 'http://127.0.0.1:18899',
  wsUrl: 'ws://127.0.0.1:18900',
});
const networks: Network[] = [devnet, testnet, solanaLocal];

/** The test wallet configured with EVM and Solana accounts: both addresses are there. */
type TwoNamespaceWallet = WalletConnectTestWallet & {
  readonly evmAddress: Hex;
  readonly solanaAddress: string;
};

interface Dapp {
  connector: ConnectorSource;
  events: ConnectorEvent[];
  next(type: ConnectorEvent['type']): Promise<ConnectorEvent>;
}

describe('createWalletConnectConnector with Portico Cloud’s relay and @portico/testing’s WalletConnect wallet', () => {
  let dataDir: string;
  let cloud: RunningCloud;
  const opened: Array<ConnectorSource | WalletConnectTestWallet> = [];

  const dapp = async (storage: WalletConnectStorage = memoryStorage()): Promise<Dapp> => {
    const connector = createWalletConnectConnector({
      projectId: 'portico-walletconnect-test',
      relayUrl: cloud.relayUrl,
      metadata: { name: 'dApp', description: 'Portico test dApp', url: 'http://127.0.0.1', icons: [] },
      storage,
    });
    const events: ConnectorEvent[] = [];
    const waiters: Array<(event: ConnectorEvent) => boolean> = [];
    await connector.setup({
      networks,
      logger: createLogger({ sinks: [] }),
      emit(event) {
        events.push(event);
        for (const waiter of [...waiters]) if (waiter(event)) waiters.splice(waiters.indexOf(waiter), 1);
      },
    });
    opened.push(connector);
    const next = (type: ConnectorEvent['type']) =>
      new Promise<ConnectorEvent>((resolve) => {
        waiters.push((event) => {
          if (event.type !== type) return false;
          resolve(event);
          return true;
        });
      });
    return { connector, events, next };
  };
  /** A wallet on both EVM networks and the Solana cluster; requests needing a chain are not sent here. */
  const wallet = async (): Promise<TwoNamespaceWallet> => {
    const created = await createWalletConnectTestWallet({
      relayUrl: cloud.relayUrl,
      evm: {
        privateKeys: [generatePrivateKey()],
        chains: [devnet, testnet].map((network) => ({
          chainId: Number(network.id),
          rpcUrl: network.rpcUrls.default.http[0] as string,
        })),
      },
      solana: {
        secretKeys: [randomSolanaKey().secretKey],
        chains: [{ id: solanaLocal.caipNetworkId, rpcUrl: solanaLocal.rpcUrls.default.http[0] as string }],
      },
    });
    opened.push(created);
    return created as TwoNamespaceWallet;
  };
  const displayedUri = async (app: Dapp) => {
    const event = await app.next('display');
    if (event.type !== 'display' || event.display?.kind !== 'uri') throw new Error('no URI displayed');
    return event.display.uri;
  };
  /** connect, the wallet pairing from the URI the view would show. */
  const connect = async (
    app: Dapp,
    testWallet: WalletConnectTestWallet,
    signal = new AbortController().signal,
  ) => {
    const uri = displayedUri(app);
    const connecting = app.connector.connect({
      connectorId: 'walletConnect',
      namespace: 'eip155',
      networks,
      signal,
    });
    await testWallet.pair(await uri);
    return connecting;
  };

  beforeAll(async () => {
    dataDir = await newCloudDataDir();
    // The relay reads the (possibly faked) clock on every call, as the SDK signs its JWT with it.
    cloud = await startCloud({ port: 0, logLevel: 'silent', dataDir, clock: () => Date.now() });
    await seedRelayProjects(cloud, ['portico-walletconnect-test']);
  });
  afterEach(async () => {
    for (const item of opened.splice(0)) {
      if ('walletKit' in item) await item.close();
      else item.destroy?.();
    }
  });
  afterAll(async () => {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
    expect(hosted.refused.filter((url) => !url.startsWith('https://example.org'))).toEqual([]);
  });

  it('lists one WALLET_CONNECT connector per namespace of the configured networks', async () => {
    const { events } = await dapp();
    // §3 imageUrl: WalletConnect's mark (@web3icons/core, imported by `npm run icons:import`), shipped inline.
    const imageUrl = expect.stringMatching(/^data:image\/svg\+xml,%3Csvg/);
    expect(events[0]).toEqual({
      type: 'connectors',
      connectors: [
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', imageUrl },
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana', imageUrl },
      ],
    });
  });

  it('pairs from the displayed URI; one session gives eip155 and solana accounts, and both adapters sign through it', async () => {
    const app = await dapp();
    const testWallet = await wallet();
    const connection = await connect(app, testWallet);
    expect(connection).toEqual({
      connectorId: 'walletConnect',
      accounts: [
        { caipAddress: `eip155:31337:${testWallet.evmAddress}`, type: 'eoa' },
        { caipAddress: `${solanaLocal.caipNetworkId}:${testWallet.solanaAddress}`, type: 'eoa' },
      ],
      caipNetworkIds: { eip155: 'eip155:31337', solana: solanaLocal.caipNetworkId },
      approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338', solanaLocal.caipNetworkId],
      supportsAllNetworks: false,
    });

    const evmProvider = await app.connector.getProvider({
      connectorId: 'walletConnect',
      namespace: 'eip155',
    });
    const evmSignature = await createEvmAdapter().signMessage({
      provider: evmProvider,
      address: testWallet.evmAddress,
      network: devnet,
      message: 'Hello over WalletConnect',
    });
    expect(
      await verifyMessage({
        address: testWallet.evmAddress,
        message: 'Hello over WalletConnect',
        signature: evmSignature as Hex,
      }),
    ).toBe(true);

    const solanaProvider = await app.connector.getProvider({
      connectorId: 'walletConnect',
      namespace: 'solana',
    });
    const solanaSignature = await createSolanaAdapter().signMessage({
      provider: solanaProvider,
      address: testWallet.solanaAddress,
      network: solanaLocal,
      message: 'Hello Solana',
    });
    const publicKey = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(getBase58Encoder().encode(testWallet.solanaAddress)).toString('base64url'),
      },
      format: 'jwk',
    });
    const signatureBytes = new Uint8Array(getBase58Encoder().encode(solanaSignature));
    expect(verify(null, new TextEncoder().encode('Hello Solana'), publicKey, signatureBytes)).toBe(true);
  });

  it('a refused proposal and a refused request reject with 4001', async () => {
    const app = await dapp();
    const testWallet = await wallet();
    // The wallet refuses with WalletConnect's 5000 ("User rejected."), the connector reports EIP-1193's 4001.
    testWallet.rejectNextProposal();
    await expect(connect(app, testWallet)).rejects.toMatchObject({ code: 4001 });

    await connect(app, testWallet);
    testWallet.rejectNextRequest(4001);
    const provider = await app.connector.getProvider({ connectorId: 'walletConnect', namespace: 'eip155' });
    await expect(
      createEvmAdapter().signMessage({
        provider,
        address: testWallet.evmAddress,
        network: devnet,
        message: 'no',
      }),
    ).rejects.toMatchObject({ code: 4001 });
  });

  it('an aborted connect rejects at once with the reason; the approval that comes later is a connect event', async () => {
    const app = await dapp();
    const testWallet = await wallet();
    testWallet.holdNextProposal();
    const controller = new AbortController();
    const uri = displayedUri(app);
    const connecting = app.connector.connect({
      connectorId: 'walletConnect',
      namespace: 'eip155',
      networks,
      signal: controller.signal,
    });
    await testWallet.pair(await uri);
    const reason = new Error('Modal closed');
    controller.abort(reason);
    await expect(connecting).rejects.toBe(reason);

    const late = app.next('connect');
    await testWallet.approveProposal();
    const event = await late;
    expect(event.type === 'connect' && event.connection.accounts[0]?.caipAddress).toBe(
      `eip155:31337:${testWallet.evmAddress}`,
    );
  });

  it('[§5 pairing-expiry] an expiring pairing is replaced by a fresh URI, which the wallet pairs from', async () => {
    const app = await dapp();
    const testWallet = await wallet();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    let first: string;
    let fresh: ConnectorEvent;
    let connecting: Promise<unknown>;
    try {
      const firstUri = displayedUri(app);
      connecting = app.connector.connect({
        connectorId: 'walletConnect',
        namespace: 'eip155',
        networks,
        signal: new AbortController().signal,
      });
      first = await firstUri;
      const next = app.next('display');
      // 4 min less 10 s, in steps that let the sockets and the relay's pings run.
      for (let elapsed = 0; elapsed <= 231_000; elapsed += 3_000) {
        await vi.advanceTimersByTimeAsync(3_000);
        await realDelay(20);
      }
      fresh = await next;
    } finally {
      vi.useRealTimers();
    }
    const uri = fresh.type === 'display' && fresh.display?.kind === 'uri' ? fresh.display.uri : '';
    expect(uri).toMatch(/^wc:/);
    expect(uri).not.toBe(first);
    await testWallet.pair(uri);
    expect(await connecting).toMatchObject({ connectorId: 'walletConnect' });
  });

  it('a reload restores the stored session without prompting; nothing stored: undefined', async () => {
    const storage = memoryStorage();
    const first = await dapp(storage);
    const testWallet = await wallet();
    const connected = await connect(first, testWallet);
    first.connector.destroy?.();

    const reloaded = await dapp(storage);
    const restored = await reloaded.connector.reconnect({ connectorId: 'walletConnect', networks });
    expect(restored).toEqual(connected);
    const provider = await reloaded.connector.getProvider({
      connectorId: 'walletConnect',
      namespace: 'eip155',
    });
    const signature = await createEvmAdapter().signMessage({
      provider,
      address: testWallet.evmAddress,
      network: devnet,
      message: 'after a reload',
    });
    expect(
      await verifyMessage({
        address: testWallet.evmAddress,
        message: 'after a reload',
        signature: signature as Hex,
      }),
    ).toBe(true);

    const fresh = await dapp();
    expect(await fresh.connector.reconnect({ connectorId: 'walletConnect', networks })).toBeUndefined();
  });

  it('the wallet’s chainChanged and disconnect are reported as core events', async () => {
    const app = await dapp();
    const testWallet = await wallet();
    await connect(app, testWallet);

    const changed = app.next('chainChanged');
    await testWallet.switchChain(31338);
    expect(await changed).toEqual({
      type: 'chainChanged',
      connectorId: 'walletConnect',
      caipNetworkId: 'eip155:31338',
    });
    const provider = (await app.connector.getProvider({
      connectorId: 'walletConnect',
      namespace: 'eip155',
    })) as {
      request(args: { method: string }): Promise<unknown>;
    };
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');

    const disconnected = app.next('disconnect');
    await testWallet.disconnect();
    expect(await disconnected).toEqual({ type: 'disconnect', connectorId: 'walletConnect' });
  });

  it('no request leaves loopback', async () => {
    await expect(fetch('https://example.org/')).rejects.toThrow('non-loopback');
  });
});
