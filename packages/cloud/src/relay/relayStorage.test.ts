import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type CloudConfigInput, resolveCloudConfig } from '../config.js';
import { seedDemoProject } from '../projects/index.js';
import { createRetentionJob } from '../retention/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { loopbackIp, RawRelayClient, randomTopic } from './test/rawRelayClient.js';

const minute = 60_000;
const day = 24 * 60 * minute;
const publish = (topic: string, message: string, ttl = 30 * 24 * 60 * 60) => ({
  topic,
  message,
  ttl,
  tag: 1108,
});
const storageLimit = (over: 'IP' | 'project', limit: number) => ({
  error: {
    code: -32001,
    message: `Too many messages stored for this ${over} (at most ${limit} bytes); retry once they expire`,
  },
});

/**
 * What the relay keeps: stored, undelivered bytes per client IP and per project, and messages to topics nobody
 * else subscribes to only `relay.unpairedTtlMs`. Each test connects from a loopback address and a project of its
 * own, so the counts of other tests (which share the database) do not reach it.
 */
// The relay's accounting, not the database layer: one pass (oneDbPass), a cloud started per test.
describe.each(oneDbPass)('relay storage limits on $name', (pass) => {
  let data: TestDbLocation | undefined;
  const clouds: RunningCloud[] = [];
  const clients: RawRelayClient[] = [];
  let clockOffsetMs = 0;
  const clock = () => Date.now() + clockOffsetMs;

  const start = async (relay: CloudConfigInput['relay'] = {}) => {
    data ??= await pass.location();
    const cloud = await startTestCloud(data, {
      clock,
      config: { relay: { redeliverAfterMs: 200, ...relay } },
    });
    clouds.push(cloud);
    return cloud;
  };
  const newProject = async (cloud: RunningCloud) =>
    (await seedDemoProject({ db: cloud.db, origins: [], id: `storage-${randomUUID()}` })).id;
  const client = async (cloud: RunningCloud, projectId: string, localAddress = loopbackIp()) => {
    const connected = await RawRelayClient.connect(cloud.relayUrl, undefined, { projectId, localAddress });
    clients.push(connected);
    return connected;
  };
  const stored = async (cloud: RunningCloud, topic: string) =>
    (
      await cloud.db.query<{ message: string; published_at: number; expires_at: number }>(
        'SELECT message, published_at::float8 AS published_at, expires_at::float8 AS expires_at FROM relay_messages WHERE topic = $1',
        [topic],
      )
    ).rows;
  const runRetention = (cloud: RunningCloud) =>
    createRetentionJob(
      cloud.db,
      resolveCloudConfig().retention,
      clock,
    )({
      holder: 'test',
      stopping: false,
      async renew() {},
    });
  /** Ends once the relay has recorded `count` acknowledgements of the client (written in batches): polls. */
  const acknowledged = (cloud: RunningCloud, client: RawRelayClient, count: number) =>
    vi.waitFor(
      async () => {
        const { rows } = await cloud.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM relay_acks WHERE client_id = $1',
          [client.identity.clientId],
        );
        expect(rows[0]?.n).toBe(count);
      },
      { timeout: 30_000, interval: 10 },
    );
  afterEach(async () => {
    clockOffsetMs = 0;
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });
  afterAll(() => data?.dispose());

  it('answers a publish past the stored bytes per IP with a JSON-RPC error, stores and delivers nothing, and keeps the socket', async () => {
    const cloud = await start({ maxStoredBytesPerIp: 1_000, unpairedTtlMs: 5 * minute });
    const projectId = await newProject(cloud);
    const ip = loopbackIp();
    const [alice, bob] = [await client(cloud, projectId, ip), await client(cloud, projectId)];
    const [first, refused] = [randomTopic(), randomTopic()];
    expect(await alice.result('irn_publish', publish(first, 'a'.repeat(600)))).toBe(true);
    expect(await alice.call('irn_publish', publish(refused, 'b'.repeat(500)))).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      ...storageLimit('IP', 1_000),
    });
    // Another socket from the same IP is held to the same count.
    const again = await client(cloud, projectId, ip);
    expect(await again.call('irn_publish', publish(refused, 'b'.repeat(500)))).toMatchObject(
      storageLimit('IP', 1_000),
    );
    await bob.result('irn_subscribe', { topic: refused });
    await bob.handled(); // what the subscribe pushes is sent before the next request is answered
    expect(bob.pushes).toEqual([]);
    expect(await stored(cloud, refused)).toEqual([]);

    // The socket is still served, and what fits is stored.
    expect(await alice.result('irn_publish', publish(randomTopic(), 'c'.repeat(300)))).toBe(true);
    // Delivered (and acknowledged) messages are still stored, so they still count.
    await bob.result('irn_subscribe', { topic: first });
    await bob.waitForPushes(1);
    await acknowledged(cloud, bob, 1);
    expect(await alice.call('irn_publish', publish(refused, 'b'.repeat(500)))).toMatchObject(
      storageLimit('IP', 1_000),
    );
    // Once they expire there is room again.
    clockOffsetMs = 5 * minute + 1_000;
    expect(await alice.result('irn_publish', publish(refused, 'b'.repeat(500)))).toBe(true);
    expect((await bob.waitForPushes(2))[1]?.params.data.message).toBe('b'.repeat(500));
  });

  it('a second identity acknowledging every message frees no room: 30-day messages to a topic it subscribes to stay counted', async () => {
    const cloud = await start({ maxStoredBytesPerIp: 2_000 });
    const projectId = await newProject(cloud);
    const ip = loopbackIp();
    const [publisher, accomplice] = [await client(cloud, projectId, ip), await client(cloud, projectId, ip)];
    const topic = randomTopic();
    await accomplice.result('irn_subscribe', { topic });
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push((await publisher.call('irn_publish', publish(topic, `${i}`.repeat(900)))).result);
      const delivered = answers.filter((answer) => answer === true).length;
      await accomplice.waitForPushes(delivered);
      await acknowledged(cloud, accomplice, delivered);
    }
    expect(answers).toEqual([true, true, undefined, undefined]);
    const rows = await stored(cloud, topic);
    expect(rows).toHaveLength(2);
    // Paired: kept for the TTL asked (30 days), and counted that long.
    for (const row of rows) expect(row.expires_at - row.published_at).toBe(30 * day);
  });

  it('answers a publish past the stored bytes per project with a JSON-RPC error; other projects publish', async () => {
    const cloud = await start({ maxStoredBytesPerProject: 1_000 });
    const [projectId, otherProject] = [await newProject(cloud), await newProject(cloud)];
    const [alice, bob, carol] = [
      await client(cloud, projectId),
      await client(cloud, projectId),
      await client(cloud, otherProject),
    ];
    expect(await alice.result('irn_publish', publish(randomTopic(), 'a'.repeat(600)))).toBe(true);
    const topic = randomTopic();
    expect(await bob.call('irn_publish', publish(topic, 'b'.repeat(500)))).toMatchObject(
      storageLimit('project', 1_000),
    );
    expect(await stored(cloud, topic)).toEqual([]);
    expect(await carol.result('irn_publish', publish(topic, 'b'.repeat(500)))).toBe(true);
  });

  it('keeps a message to a topic nobody else subscribes to only relay.unpairedTtlMs, and the retention job deletes it then', async () => {
    const cloud = await start({ unpairedTtlMs: 5 * minute });
    const projectId = await newProject(cloud);
    const publisher = await client(cloud, projectId);
    const topic = randomTopic();
    // Subscribed itself, the publisher does not make a pairing.
    await publisher.result('irn_subscribe', { topic });
    expect(await publisher.result('irn_publish', publish(topic, 'nobody listens yet'))).toBe(true);
    const [row] = await stored(cloud, topic);
    expect((row?.expires_at ?? 0) - (row?.published_at ?? 0)).toBe(5 * minute);

    clockOffsetMs = 4 * minute;
    expect((await runRetention(cloud)).tables.relay_messages.deleted).toBe(0);
    const early = await client(cloud, projectId);
    await early.result('irn_subscribe', { topic });
    expect((await early.waitForPushes(1))[0]?.params.data.message).toBe('nobody listens yet');
    // Its acknowledgement is written in a batch that locks the message's row (the foreign key) until it commits; a
    // sweep meanwhile skips the locked row (FOR UPDATE SKIP LOCKED) and leaves it for the next run.
    await acknowledged(cloud, early, 1);

    clockOffsetMs = 5 * minute + 1_000;
    expect((await runRetention(cloud)).tables.relay_messages.deleted).toBeGreaterThanOrEqual(1);
    expect(await stored(cloud, topic)).toEqual([]);
    const late = await client(cloud, projectId);
    await late.result('irn_subscribe', { topic });
    await late.handled();
    expect(late.pushes).toEqual([]);
  });

  it('keeps a message to a subscribed topic for its own TTL, also while the subscriber is away', async () => {
    const cloud = await start({ unpairedTtlMs: 5 * minute });
    const projectId = await newProject(cloud);
    const subscriber = await client(cloud, projectId);
    const topic = randomTopic();
    await subscriber.result('irn_subscribe', { topic });
    await subscriber.close();
    const publisher = await client(cloud, projectId);
    expect(await publisher.result('irn_publish', publish(topic, 'for the paired wallet', 86_400))).toBe(true);
    const [row] = await stored(cloud, topic);
    expect((row?.expires_at ?? 0) - (row?.published_at ?? 0)).toBe(day);

    clockOffsetMs = 60 * minute;
    await runRetention(cloud);
    const back = await RawRelayClient.connect(cloud.relayUrl, subscriber.identity, { projectId });
    clients.push(back);
    await back.result('irn_subscribe', { topic });
    expect((await back.waitForPushes(1))[0]?.params.data.message).toBe('for the paired wallet');
  });

  it('delivers a session proposal to a wallet that scans the QR code a minute later (tag 1100)', async () => {
    const cloud = await start({ unpairedTtlMs: 5 * minute });
    const projectId = await newProject(cloud);
    const dapp = await client(cloud, projectId);
    const pairingTopic = randomTopic();
    expect(
      await dapp.result('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'encrypted proposal',
        ttl: 300,
        correlationId: 1,
      }),
    ).toBe(true);
    clockOffsetMs = minute;
    const wallet = await client(cloud, projectId);
    await wallet.result('irn_subscribe', { topic: pairingTopic });
    const [push] = await wallet.waitForPushes(1);
    expect(push?.params.data).toMatchObject({ message: 'encrypted proposal', tag: 1100 });
  });

  it('the 40 self-issued identities attack: 40 clients of one IP storing 250 KB each for 30 days get 5 MB stored for 5 minutes, the rest refused', async () => {
    const cloud = await start(); // the default limits
    const { maxStoredBytesPerIp, unpairedTtlMs } = resolveCloudConfig().relay;
    const projectId = await newProject(cloud);
    const ip = loopbackIp();
    const attackers = await Promise.all(Array.from({ length: 40 }, () => client(cloud, projectId, ip)));
    const payload = 'x'.repeat(250 * 1024);
    const topics: string[] = [];
    const answers: Array<Record<string, unknown>> = [];
    for (const attacker of attackers) {
      const topic = randomTopic();
      topics.push(topic);
      answers.push(await attacker.call('irn_publish', publish(topic, payload)));
    }
    const accepted = Math.floor(maxStoredBytesPerIp / payload.length);
    expect(answers.filter((answer) => answer.result === true)).toHaveLength(accepted);
    for (const answer of answers.slice(accepted)) {
      expect(answer).toMatchObject(storageLimit('IP', maxStoredBytesPerIp));
    }
    expect(attackers.every((attacker) => attacker.socket.readyState === attacker.socket.OPEN)).toBe(true);
    const rows = (await Promise.all(topics.map((topic) => stored(cloud, topic)))).flat();
    expect(rows).toHaveLength(accepted);
    for (const row of rows) expect(row.expires_at - row.published_at).toBe(unpairedTtlMs);

    clockOffsetMs = unpairedTtlMs + 1_000;
    expect((await runRetention(cloud)).tables.relay_messages.deleted).toBeGreaterThanOrEqual(accepted);
    expect((await Promise.all(topics.map((topic) => stored(cloud, topic)))).flat()).toEqual([]);
    expect(await attackers[0]?.call('irn_publish', publish(randomTopic(), payload))).toMatchObject({
      result: true,
    });
  });
});
