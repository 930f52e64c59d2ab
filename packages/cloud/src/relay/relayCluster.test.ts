import { verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCloud, StartCloudOptions } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { loopbackOnly } from '../test/loopbackOnly.js';
import { redisAnswers, testRedisKeyPrefix } from '../test/redisPass.js';
import { RawRelayClient, RelayIdentity, randomTopic, seedRelayTestProject } from './test/rawRelayClient.js';
import { connect, personalSign } from './test/sessionFlow.js';
import {
  closeClient,
  createDapp,
  createWallet,
  type Dapp,
  type Wallet,
} from './test/walletConnectClients.js';

const hosted = loopbackOnly();
const redisUrl = process.env.REDIS_URL;
const postgres = dbPasses.find((pass) => pass.name === 'postgres');
// Two instances need a database both reach: PostgreSQL (DATABASE_URL), and Redis (REDIS_URL) between them.
const ready = postgres !== undefined && (await redisAnswers(redisUrl));

describe.skipIf(!ready)('two cloud instances on one PostgreSQL and one Redis', () => {
  let data: TestDbLocation;
  const redisKeyPrefix = testRedisKeyPrefix();
  const clouds: RunningCloud[] = [];
  const clients: Array<Dapp | Wallet> = [];
  const raw: RawRelayClient[] = [];
  const startPair = async (options: Pick<StartCloudOptions, 'config'> = {}) => {
    const started = await Promise.all(
      [0, 1].map(() => startTestCloud(data, { ...options, redisUrl: redisUrl as string, redisKeyPrefix })),
    );
    clouds.push(...started);
    await seedRelayTestProject(started[0] as RunningCloud);
    return started as [RunningCloud, RunningCloud];
  };
  beforeAll(async () => {
    data = await (postgres as NonNullable<typeof postgres>).location();
  });
  afterEach(async () => {
    await Promise.all([...clients.splice(0).map(closeClient), ...raw.splice(0).map((c) => c.close())]);
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });
  afterAll(async () => {
    await data?.dispose();
    expect(hosted.refused).toEqual([]);
  });

  it('a dApp on one instance and a wallet on the other pair, approve and sign', async () => {
    const [first, second] = await startPair();
    const dapp = await createDapp(first.relayUrl);
    const wallet = await createWallet(second.relayUrl);
    clients.push(dapp, wallet);
    const pair = await connect(dapp, wallet);
    const signature = await personalSign(dapp, pair, 'across instances');
    expect(await verifyMessage({ address: pair.address, message: 'across instances', signature })).toBe(true);
  });

  it('a live subscriber on one instance gets what is published on the other', async () => {
    const [first, second] = await startPair();
    const topic = randomTopic();
    const subscriber = await RawRelayClient.connect(second.relayUrl);
    const publisher = await RawRelayClient.connect(first.relayUrl);
    raw.push(subscriber, publisher);
    await subscriber.result('irn_subscribe', { topic });
    await publisher.result('irn_publish', { topic, message: 'over redis', ttl: 300, tag: 1108 });
    const [push] = await subscriber.waitForPushes(1);
    expect(push?.params.data.message).toBe('over redis');
  });

  it("counts a client's requests across instances", async () => {
    const [first, second] = await startPair({ config: { relay: { perClient: 3 } } });
    const identity = new RelayIdentity();
    const onFirst = await RawRelayClient.connect(first.relayUrl, identity);
    const onSecond = await RawRelayClient.connect(second.relayUrl, identity);
    raw.push(onFirst, onSecond);
    const topic = randomTopic();
    await onFirst.result('irn_subscribe', { topic });
    await onFirst.result('irn_subscribe', { topic });
    await onSecond.result('irn_subscribe', { topic });
    expect(await onSecond.call('irn_subscribe', { topic })).toMatchObject({ error: { code: -32000 } });
  });
});
