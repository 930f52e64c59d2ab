import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningCloud, startCloud } from '@portico/cloud';
import { createLogger, type Network, porticoDevnet, porticoTestnet } from '@portico/core';
import type { ConnectorEvent, ConnectorSource, ConnectParams } from '@portico/core/adapters';
import { toSolanaNetwork } from '@portico/devnet';
import { createEvmAdapter } from '@portico/evm';
import { loopbackOnly } from '@portico/testing';
import {
  createWalletConnectTestWallet,
  newCloudDataDir,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletConfig,
} from '@portico/testing/walletconnect';
import { type Hex, verifyMessage } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WalletConnectStorage } from './options.js';
import { memoryStorage } from './test/memoryStorage.js';
import { seedRelayProjects } from './test/relayProjects.js';
import { randomSolanaKey } from './test/solanaSecretKey.js';
import { createWalletConnectConnector } from './walletConnectConnector.js';

// The SDKs skip their verify and init calls under Vitest; each client gets a core of its own, as after a reload.
process.env.IS_VITEST = 'true';
process.env.DISABLE_GLOBAL_CORE = 'true';

const hosted = loopbackOnly();
/** The dApp's node for both chains: answers every read with 0x2a and notes the methods. */
const nodeReads: string[] = [];
const node = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const { id, method } = JSON.parse(body) as { id: number; method: string };
    nodeReads.push(method);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }));
  });
});
await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
const nodePort = (node.address() as AddressInfo).port;
const devnet = porticoDevnet(nodePort);
const testnet = porticoTestnet(nodePort);
const solanaLocal = toSolanaNetwork({
  caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
  name: 'Portico Solana',
  testnet: false,
  rpcUrl: 'http://127.0.0.1:18899',
  wsUrl: 'ws://127.0.0.1:18900',
});
const evmNetworks: Network[] = [devnet, testnet];
const projectId = 'portico-walletconnect-one-click';

type SignInRequest = NonNullable<ConnectParams['signIn']>;

/** The dApp's sign-in request: a fresh nonce per call, as a verifier gives; `asked` counts the calls. */
function signInRequest(): SignInRequest & { asked: number; nonces: string[] } {
  const request = {
    asked: 0,
    nonces: [] as string[],
    async fields() {
      request.asked += 1;
      const nonce = randomBytes(12).toString('hex');
      request.nonces.push(nonce);
      return {
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1' as const,
        nonce,
        statement: 'Sign in to the dApp',
        issuedAt: new Date().toISOString(),
        expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
      };
    },
  };
  return request;
}

describe('WalletConnect one-click auth (CAIP-222): connect with `signIn`, through Portico Cloud’s relay', () => {
  let dataDir: string;
  let cloud: RunningCloud;
  const opened: Array<ConnectorSource | WalletConnectTestWallet> = [];
  const warnings: unknown[][] = [];

  const dapp = async (networks: Network[], storage: WalletConnectStorage = memoryStorage()) => {
    const connector = createWalletConnectConnector({
      projectId,
      relayUrl: cloud.relayUrl,
      metadata: { name: 'dApp', description: 'Portico test dApp', url: 'http://127.0.0.1', icons: [] },
      storage,
    });
    const displays: string[] = [];
    const logger = createLogger({
      level: 'warn',
      sinks: [({ level, message, args }) => level === 'warn' && warnings.push([message, ...args])],
    });
    await connector.setup({
      networks,
      logger,
      emit(event: ConnectorEvent) {
        if (event.type === 'display' && event.display?.kind === 'uri') displays.push(event.display.uri);
      },
    });
    opened.push(connector);
    return { connector, displays };
  };
  const wallet = async (config: Partial<WalletConnectTestWalletConfig> = {}) => {
    const created = await createWalletConnectTestWallet({
      relayUrl: cloud.relayUrl,
      evm: {
        privateKeys: [generatePrivateKey()],
        chains: evmNetworks.map((network) => ({
          chainId: Number(network.id),
          rpcUrl: network.rpcUrls.default.http[0] as string,
        })),
      },
      ...config,
    });
    opened.push(created);
    return created;
  };
  /** Connects (with `signIn` when given), the wallet pairing from the URI the view would show. */
  const connect = async (
    app: Awaited<ReturnType<typeof dapp>>,
    testWallet: WalletConnectTestWallet,
    networks: Network[],
    signIn: SignInRequest | undefined,
  ) => {
    const connecting = app.connector.connect({
      connectorId: 'walletConnect',
      namespace: 'eip155',
      networks,
      signal: new AbortController().signal,
      ...(signIn && { signIn }),
    });
    connecting.catch(() => {});
    await expect.poll(() => app.displays.length).toBeGreaterThan(0);
    await testWallet.pair(app.displays.at(-1) as string);
    return connecting;
  };

  beforeAll(async () => {
    dataDir = await newCloudDataDir();
    cloud = await startCloud({ port: 0, logLevel: 'silent', dataDir });
    await seedRelayProjects(cloud, [projectId]);
  });
  afterEach(async () => {
    warnings.splice(0);
    for (const item of opened.splice(0)) {
      if ('walletKit' in item) await item.close();
      else item.destroy?.();
    }
  });
  afterAll(async () => {
    node.close();
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
    expect(hosted.refused).toEqual([]);
  });

  it('connects and signs in in one step: the session’s accounts and the EIP-4361 text the wallet signed', async () => {
    const app = await dapp(evmNetworks);
    const testWallet = await wallet();
    const signIn = signInRequest();
    // The dApp is on the testnet; the wallet, on the devnet, signs in there, and the connection starts there.
    const connection = await connect(app, testWallet, [testnet], signIn);
    const address = testWallet.evmAddress as Hex;
    expect(connection).toMatchObject({
      connectorId: 'walletConnect',
      accounts: [{ caipAddress: `eip155:31337:${address}`, type: 'eoa' }],
      caipNetworkIds: { eip155: 'eip155:31337' },
      approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338'],
    });
    expect(testWallet.proposals).toEqual([]);
    expect(testWallet.authentications.map(({ authPayload }) => authPayload.chains)).toEqual([
      ['eip155:31338', 'eip155:31337'],
    ]);

    const [signed] = connection.signedIn ?? [];
    if (!signed) throw new Error('no sign-in');
    expect(connection.signedIn).toHaveLength(1);
    expect(signed.data).toMatchObject({
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce: signIn.nonces[0],
    });
    expect(parseSiweMessage(signed.message)).toMatchObject({
      address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: signIn.nonces[0],
    });
    expect(
      await verifyMessage({ address, message: signed.message, signature: signed.signature as Hex }),
    ).toBe(true);
    expect(signed.cacao).toMatchObject({ p: { iss: `did:pkh:eip155:31337:${address}` } });

    // The session answers the dApp's requests like any other.
    const provider = await app.connector.getProvider({ connectorId: 'walletConnect', namespace: 'eip155' });
    const signature = await createEvmAdapter().signMessage({
      provider,
      address,
      network: devnet,
      message: 'after one click',
    });
    expect(await verifyMessage({ address, message: 'after one click', signature: signature as Hex })).toBe(
      true,
    );
  });

  it('a reload restores the one-click session; its reads go to the dApp’s RPC, never WalletConnect’s', async () => {
    const storage = memoryStorage();
    const first = await dapp(evmNetworks, storage);
    const testWallet = await wallet();
    const { signedIn: _, ...connected } = await connect(first, testWallet, [devnet], signInRequest());
    first.connector.destroy?.();

    const reloaded = await dapp(evmNetworks, storage);
    expect(await reloaded.connector.reconnect({ connectorId: 'walletConnect', networks: [devnet] })).toEqual(
      connected,
    );
    const provider = (await reloaded.connector.getProvider({
      connectorId: 'walletConnect',
      namespace: 'eip155',
    })) as { request(args: { method: string }): Promise<unknown> };
    // universal-provider reads through the dApp's rpcMap, kept with the session (its fallback is WalletConnect's
    // hosted RPC, which it reaches with its own fetch).
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
    expect(nodeReads).toContain('eth_blockNumber');
  });

  it('a wallet without one-click auth approves the fallback proposal: connected, nothing signed', async () => {
    const app = await dapp(evmNetworks);
    const testWallet = await wallet({ oneClickAuth: false });
    const connection = await connect(app, testWallet, [devnet], signInRequest());
    expect(connection.signedIn).toBeUndefined();
    expect(connection.accounts).toEqual([
      { caipAddress: `eip155:31337:${testWallet.evmAddress}`, type: 'eoa' },
    ]);
    expect(testWallet.proposals).toHaveLength(1);
  });

  it('the wallet’s refusal rejects with 4001', async () => {
    const app = await dapp(evmNetworks);
    const testWallet = await wallet();
    testWallet.rejectNextProposal();
    await expect(connect(app, testWallet, [devnet], signInRequest())).rejects.toMatchObject({ code: 4001 });
  });

  it('a dApp with Solana networks too connects with a proposal (Solana stays in the session) and asks nothing', async () => {
    const app = await dapp([...evmNetworks, solanaLocal]);
    const testWallet = await wallet({
      solana: {
        secretKeys: [randomSolanaKey().secretKey],
        chains: [{ id: solanaLocal.caipNetworkId, rpcUrl: solanaLocal.rpcUrls.default.http[0] as string }],
      },
    });
    const signIn = signInRequest();
    const connection = await connect(app, testWallet, [devnet, solanaLocal], signIn);
    expect(connection.signedIn).toBeUndefined();
    expect(connection.caipNetworkIds).toEqual({ eip155: 'eip155:31337', solana: solanaLocal.caipNetworkId });
    expect([signIn.asked, testWallet.authentications.length, testWallet.proposals.length]).toEqual([0, 0, 1]);
  });

  it('without the sign-in fields (no nonce), it connects as usual and says why', async () => {
    const app = await dapp(evmNetworks);
    const testWallet = await wallet();
    const unreachable = new Error('the verifier is unreachable');
    const connection = await connect(app, testWallet, [devnet], {
      fields: () => Promise.reject(unreachable),
    });
    expect(connection.signedIn).toBeUndefined();
    expect(testWallet.proposals).toHaveLength(1);
    expect(warnings).toContainEqual([expect.stringMatching(/no sign-in fields/), unreachable]);
  });

  it('without `signIn`, a connect proposes a session as before', async () => {
    const app = await dapp(evmNetworks);
    const testWallet = await wallet();
    const connection = await connect(app, testWallet, [devnet], undefined);
    expect(connection.signedIn).toBeUndefined();
    expect([testWallet.authentications.length, testWallet.proposals.length]).toEqual([0, 1]);
  });
});
