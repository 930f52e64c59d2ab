import { rm } from 'node:fs/promises';
import { type RunningCloud, startCloud } from '@portico/cloud';
import { createLogger, type Network, PorticoError, porticoDevnet } from '@portico/core';
import type { ConnectorEvent, ConnectorSource } from '@portico/core/adapters';
import { loopbackOnly } from '@portico/testing';
import {
  createWalletConnectTestWallet,
  newCloudDataDir,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { relayOpenTimeoutMs } from './options.js';
import { memoryStorage } from './test/memoryStorage.js';
import { seedRelayProjects } from './test/relayProjects.js';
import { createWalletConnectConnector } from './walletConnectConnector.js';

// The SDKs skip their verify and init calls under Vitest; each client gets a core of its own.
process.env.IS_VITEST = 'true';
process.env.DISABLE_GLOBAL_CORE = 'true';

const hosted = loopbackOnly();
const devnet = porticoDevnet(18545);
const networks: Network[] = [devnet];
/** Shorter than the 10 s default so that the test stays quick; the rule is the same. */
const testRelayOpenTimeoutMs = 1_500;

describe('the WalletConnect connector when Portico Cloud’s relay fails', () => {
  let dataDir: string;
  const clouds: RunningCloud[] = [];
  const opened: Array<ConnectorSource | WalletConnectTestWallet> = [];

  const cloud = async (port = 0, clock = () => Date.now()) => {
    const started = await startCloud({ port, logLevel: 'silent', dataDir, clock });
    clouds.push(started);
    await seedRelayProjects(started, ['portico-walletconnect-test']);
    return started;
  };
  const stop = async (running: RunningCloud) => {
    clouds.splice(clouds.indexOf(running), 1);
    await running.stop();
  };

  const dapp = async (relayUrl: string, projectId = 'portico-walletconnect-test') => {
    const connector = createWalletConnectConnector({
      projectId,
      relayUrl,
      metadata: { name: 'dApp', description: 'Portico test dApp', url: 'http://127.0.0.1', icons: [] },
      storage: memoryStorage(),
      relayOpenTimeoutMs: testRelayOpenTimeoutMs,
    });
    const events: ConnectorEvent[] = [];
    const uris: string[] = [];
    let onUri: ((uri: string) => void) | undefined;
    await connector.setup({
      networks,
      logger: createLogger({ sinks: [] }),
      emit(event) {
        events.push(event);
        if (event.type === 'display' && event.display?.kind === 'uri') {
          uris.push(event.display.uri);
          onUri?.(event.display.uri);
        }
      },
    });
    opened.push(connector);
    const connect = () =>
      connector.connect({
        connectorId: 'walletConnect',
        namespace: 'eip155',
        networks,
        signal: new AbortController().signal,
      });
    const nextUri = () => new Promise<string>((resolve) => (onUri = resolve));
    return { connector, events, uris, connect, nextUri };
  };

  const wallet = async (relayUrl: string) => {
    const created = await createWalletConnectTestWallet({
      relayUrl,
      evm: { privateKeys: [generatePrivateKey()], chains: [{ chainId: Number(devnet.id), rpcUrl: '' }] },
    });
    opened.push(created);
    return created;
  };

  const errorEvents = (events: ConnectorEvent[]) =>
    events.flatMap((event) => (event.type === 'error' ? [event.error] : []));

  beforeAll(async () => {
    dataDir = await newCloudDataDir();
  });
  afterEach(async () => {
    for (const item of opened.splice(0)) {
      if ('setup' in item) item.destroy?.();
      else await item.close();
    }
    for (const running of clouds.splice(0)) await running.stop();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    expect(hosted.refused.filter((url) => !url.startsWith('https://example.org'))).toEqual([]);
  });

  it('waits 10 s at most by default', () => {
    expect(relayOpenTimeoutMs).toBe(10_000);
  });

  it('a relay that is down fails the pairing in bounded time; a retry pairs once it is back on the same port', async () => {
    const first = await cloud();
    const { relayUrl } = first;
    const port = Number(new URL(first.url).port);
    await stop(first);

    const app = await dapp(relayUrl);
    const started = Date.now();
    const failed = await app.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    const elapsedMs = Date.now() - started;
    expect(failed).toBeInstanceOf(PorticoError);
    expect(failed).toMatchObject({
      code: 'WALLETCONNECT_RELAY_UNREACHABLE',
      message: 'The WalletConnect relay cannot be reached',
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(testRelayOpenTimeoutMs - 50);
    expect(elapsedMs).toBeLessThan(testRelayOpenTimeoutMs + 10_000);
    expect(app.uris).toEqual([]);

    await cloud(port);
    const testWallet = await wallet(relayUrl);
    const uri = app.nextUri();
    const retried = app.connect();
    await testWallet.pair(await uri);
    const connection = await retried;
    expect(connection.accounts.map(({ caipAddress }) => caipAddress)).toEqual([
      `eip155:${devnet.id}:${testWallet.evmAddress}`,
    ]);
  });

  it('a project id the cloud does not know: the relay refuses the upgrade (403), so the pairing fails as unreachable and shows no URI', async () => {
    const running = await cloud();
    const app = await dapp(running.relayUrl, 'no-such-project');
    const failed = await app.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    // A browser cannot read a refused upgrade's status or body: the SDK only sees a socket that never opened.
    expect(failed).toBeInstanceOf(PorticoError);
    expect(failed).toMatchObject({ code: 'WALLETCONNECT_RELAY_UNREACHABLE' });
    expect(app.uris).toEqual([]);
  });

  it.each([
    ['an hour behind', -3_600_000, 'JWT_NOT_YET_VALID', 'JWT not yet valid'],
    ['two days ahead', 2 * 86_400_000, 'JWT_EXPIRED', 'JWT expired'],
  ])(
    'a relay whose clock is %s (%i ms) closes the socket with 3000: the pairing fails with %s, reported as an error event; a Retry pairs once the clocks agree',
    async (_name, offsetMs, code, message) => {
      let skewMs = offsetMs;
      const running = await cloud(0, () => Date.now() + skewMs);
      const app = await dapp(running.relayUrl);
      const failed = await app.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toMatchObject({ code, message });
      expect(errorEvents(app.events)).toEqual([expect.objectContaining({ code })]);
      expect(String((failed as PorticoError).cause)).toContain(
        `closed abnormally with code: 3000 (${message})`,
      );
      expect(app.uris).toEqual([]);

      skewMs = 0;
      const testWallet = await wallet(running.relayUrl);
      const uri = app.nextUri();
      const retried = app.connect();
      await testWallet.pair(await uri);
      expect((await retried).accounts).toHaveLength(1);
    },
  );
});
