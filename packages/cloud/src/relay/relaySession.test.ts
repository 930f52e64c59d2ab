import { UniversalProvider } from '@walletconnect/universal-provider';
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { loopbackOnly } from '../test/loopbackOnly.js';
import { seedRelayTestProject } from './test/rawRelayClient.js';
import { type ConnectedPair, connect, personalSign } from './test/sessionFlow.js';
import {
  closeClient,
  closeTransport,
  createDapp,
  createWallet,
  type Dapp,
  openTransport,
  type Wallet,
} from './test/walletConnectClients.js';

const hosted = loopbackOnly();

const nextRequest = (wallet: Wallet) =>
  new Promise<string>((resolve) =>
    wallet.walletKit.once('session_request', ({ params }) => resolve(params.request.method)),
  );

describe.each(oneDbPass)('relay with the WalletConnect SDKs on $name', (pass) => {
  let data: TestDbLocation | undefined;
  const clouds: RunningCloud[] = [];
  const clients: Array<Dapp | Wallet> = [];
  let clockOffsetMs = 0;
  const start = async (port = 0) => {
    data ??= await pass.location();
    const cloud = await startTestCloud(data, { port, clock: () => Date.now() + clockOffsetMs });
    clouds.push(cloud);
    await seedRelayTestProject(cloud);
    return cloud;
  };
  const pairOn = async (cloud: RunningCloud) => {
    const dapp = await createDapp(cloud.relayUrl);
    const wallet = await createWallet(cloud.relayUrl);
    clients.push(dapp, wallet);
    return { dapp, wallet, pair: await connect(dapp, wallet) };
  };
  /** Sends a personal_sign; `stored` ends once the relay has stored it (tag 1108, a session request): polls. */
  const sendSign = (cloud: RunningCloud, dapp: Dapp, pair: ConnectedPair, text: string) => {
    const requests = async () =>
      (
        await cloud.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM relay_messages WHERE topic = $1 AND tag = 1108',
          [pair.topic],
        )
      ).rows[0]?.n ?? 0;
    const before = requests();
    const signing = before.then(() => personalSign(dapp, pair, text));
    const stored = before.then((count) =>
      vi.waitFor(async () => expect(await requests()).toBe(count + 1), { timeout: 30_000, interval: 10 }),
    );
    return { signing, stored };
  };
  afterEach(async () => {
    clockOffsetMs = 0;
    await Promise.all(clients.splice(0).map(closeClient));
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });
  afterAll(async () => {
    await data?.dispose();
    expect(hosted.refused).toEqual([]);
  });

  it('pairs (the wallet reads the stored proposal), approves, and carries a personal_sign answered by the wallet', async () => {
    const { dapp, pair } = await pairOn(await start());
    expect(pair.walletTopic).toBe(pair.topic);
    expect(pair.proposal.proposer.metadata.name).toBe('dapp');
    expect(dapp.session.get(pair.topic).namespaces.eip155?.accounts).toEqual([`eip155:1:${pair.address}`]);

    const signature = await personalSign(dapp, pair, 'Hello from the dApp');
    expect(await verifyMessage({ address: pair.address, message: 'Hello from the dApp', signature })).toBe(
      true,
    );
  });

  it('universal-provider (on the same kind of core) connects and has personal_sign answered', async () => {
    const cloud = await start();
    const dapp = await createDapp(cloud.relayUrl);
    const wallet = await createWallet(cloud.relayUrl);
    clients.push(dapp, wallet);
    const provider = await UniversalProvider.init({ client: dapp });
    const address = wallet.evmAddress as Hex;
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve));
    const connecting = provider.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: ['accountsChanged'],
          rpcMap: { 1: cloud.url },
        },
      },
    });
    await wallet.pair(await uri);
    await connecting;
    const signature = await provider.request<Hex>(
      { method: 'personal_sign', params: [stringToHex('via universal-provider'), address] },
      'eip155:1',
    );
    expect(await verifyMessage({ address, message: 'via universal-provider', signature })).toBe(true);
  });

  it('a request published while the wallet was away reaches it when it reconnects', async () => {
    const cloud = await start();
    const { dapp, wallet, pair } = await pairOn(cloud);
    await closeTransport(wallet);
    const { signing, stored } = sendSign(cloud, dapp, pair, 'while you were away');
    await stored;
    await openTransport(wallet);
    const signature = await signing;
    expect(await verifyMessage({ address: pair.address, message: 'while you were away', signature })).toBe(
      true,
    );
  });

  it('a request whose TTL ran out on the relay clock is not delivered; a fresh one is', async () => {
    const cloud = await start();
    const { dapp, wallet, pair } = await pairOn(cloud);
    await closeTransport(wallet);
    const { signing: expired, stored } = sendSign(cloud, dapp, pair, 'too late');
    expired.catch(() => {}); // the dApp's own expiry (5 min) never comes in this test
    await stored;
    clockOffsetMs = 16 * 60_000; // personal_sign requests live 15 min on the relay
    await openTransport(wallet);
    const signature = await personalSign(dapp, pair, 'in time');
    expect(await verifyMessage({ address: pair.address, message: 'in time', signature })).toBe(true);
    expect(wallet.log.map(({ params }) => (params as Hex[])[0])).toEqual([stringToHex('in time')]);
  });

  it('a request pending across a relay restart is delivered after it', async () => {
    const first = await start();
    const { dapp, wallet, pair } = await pairOn(first);
    await closeTransport(wallet);
    const { signing, stored } = sendSign(first, dapp, pair, 'across a restart');
    await stored;
    await first.stop();
    await start(Number(new URL(first.url).port)); // the same URL: the SDKs know no other
    const received = nextRequest(wallet);
    await openTransport(wallet);
    expect(await received).toBe('personal_sign');
    const signature = await signing;
    expect(await verifyMessage({ address: pair.address, message: 'across a restart', signature })).toBe(true);
  });
});
