import { hashMessage } from '@walletconnect/utils';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CloudConfigInput } from '../config.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import {
  closedWith,
  RawRelayClient,
  RelayIdentity,
  randomTopic,
  relayTestProjectId,
  seedRelayTestProject,
  upgradeStatus,
} from './test/rawRelayClient.js';

const publishParams = (topic: string, message: string, ttl = 300, tag = 1108) => ({
  topic,
  message,
  ttl,
  tag,
  prompt: false,
});

describe.each(oneDbPass)('relay protocol on $name', (pass) => {
  // One data location per pass, reopened by each test's cloud (topics are random, so tests never meet).
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
    await seedRelayTestProject(cloud);
    return cloud;
  };
  const client = async (cloud: RunningCloud, identity?: RelayIdentity, options = {}) => {
    const connected = await RawRelayClient.connect(cloud.relayUrl, identity, options);
    clients.push(connected);
    return connected;
  };
  afterEach(async () => {
    vi.useRealTimers();
    clockOffsetMs = 0;
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });
  afterAll(() => data?.dispose());

  it('echoes request ids exactly, big integers and strings alike, and answers subscription ids as the SDK computes them', async () => {
    const cloud = await start();
    const alice = await client(cloud);
    const topic = randomTopic();
    const bigId = '1763000000000000123456';
    const answer = await alice.send(
      `{"id":${bigId},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
      String(Number(bigId)),
    );
    expect(alice.frames.at(-1)).toContain(`"id":${bigId},`);
    expect(answer.result).toBe(hashMessage(topic + alice.identity.clientId));
    await alice.send(
      `{"jsonrpc":"2.0","id":"abc-1","method":"irn_unsubscribe","params":{"topic":"${topic}","id":"x"}}`,
      'abc-1',
    );
    expect(alice.frames.at(-1)).toBe('{"id":"abc-1","jsonrpc":"2.0","result":true}');
    expect(await alice.call('irn_nothing', {})).toMatchObject({ error: { code: -32601 } });
    expect(await alice.call('irn_publish', { topic, message: 'm', ttl: 0 })).toMatchObject({
      error: { code: -32602 },
    });
  });

  it('stores a message for subscribers that arrive late, never echoes it to its publisher, tags and times it', async () => {
    const cloud = await start();
    const [alice, bob] = [await client(cloud), await client(cloud)];
    const topic = randomTopic();
    await alice.result('irn_subscribe', { topic });
    const before = clock();
    expect(await alice.result('irn_publish', publishParams(topic, 'hello bob'))).toBe(true);
    await bob.result('irn_subscribe', { topic });
    const [push] = await bob.waitForPushes(1);
    expect(push?.params).toEqual({
      id: hashMessage(topic + bob.identity.clientId),
      data: { topic, message: 'hello bob', publishedAt: expect.any(Number), tag: 1108 },
    });
    expect(push?.params.data.publishedAt).toBeGreaterThanOrEqual(before);
    expect(alice.pushes).toEqual([]);
  });

  it('pushes again until acknowledged, also after a reconnect of the same client', async () => {
    // The relay's redelivery timer and its clock (setInterval, performance.now) are fake: the test moves them
    // once the relay has handled what came before, which a request answered on the same socket proves.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const cloud = await start({ redeliverAfterMs: 1_000 });
    const identity = new RelayIdentity();
    const publisher = await client(cloud);
    const bob = await client(cloud, identity, { autoAck: false });
    const topic = randomTopic();
    await bob.result('irn_subscribe', { topic });
    await publisher.result('irn_publish', publishParams(topic, 'keep trying'));
    await bob.waitForPushes(1);
    vi.advanceTimersByTime(1_000);
    const [first, second] = await bob.waitForPushes(2);
    expect(second?.params.data.message).toBe('keep trying');
    expect(second?.id).not.toBe(first?.id);
    await bob.close();

    // The subscription outlives the socket: the same client gets the message after its first request.
    const again = await client(cloud, identity, { autoAck: false });
    await again.result('irn_subscribe', { topic: randomTopic() });
    const [redelivered] = await again.waitForPushes(1);
    expect(redelivered?.params.data.message).toBe('keep trying');
    again.ack(redelivered as NonNullable<typeof redelivered>);
    await again.result('irn_subscribe', { topic: randomTopic() });
    vi.advanceTimersByTime(1_600);
    // A push the relay sent in the meantime would arrive before this answer.
    await again.result('irn_subscribe', { topic: randomTopic() });
    expect(again.pushes).toHaveLength(1);
    await again.close();

    const afterAck = await client(cloud, identity);
    await afterAck.result('irn_subscribe', { topic });
    vi.advanceTimersByTime(300);
    await afterAck.result('irn_subscribe', { topic: randomTopic() });
    expect(afterAck.pushes).toEqual([]);
  });

  it('never delivers an expired message (the relay clock decides)', async () => {
    // Redelivery runs on fake setInterval/performance.now: the test moves them, then asks on the same socket.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const cloud = await start();
    const publisher = await client(cloud);
    const waiting = await client(cloud, undefined, { autoAck: false });
    const topic = randomTopic();
    await waiting.result('irn_subscribe', { topic });
    await publisher.result('irn_publish', publishParams(topic, 'short-lived', 60));
    await waiting.waitForPushes(1);
    clockOffsetMs = 61_000;
    const count = waiting.pushes.length;
    vi.advanceTimersByTime(500);
    await waiting.handled();
    expect(waiting.pushes).toHaveLength(count); // no redelivery once expired

    const late = await client(cloud);
    await late.result('irn_subscribe', { topic });
    await publisher.result('irn_publish', publishParams(topic, 'fresh', 60));
    const [push] = await late.waitForPushes(1);
    expect(push?.params.data.message).toBe('fresh');
    await late.handled(); // its acknowledgement is in
    vi.advanceTimersByTime(300);
    await late.handled();
    expect(late.pushes.map((p) => p.params.data.message)).toEqual(['fresh']);
  });

  it('delivers a message pending across a restart of the relay', async () => {
    const first = await start();
    const identity = new RelayIdentity();
    const topic = randomTopic();
    const bob = await client(first, identity);
    await bob.result('irn_subscribe', { topic });
    await bob.close();
    const publisher = await client(first);
    await publisher.result('irn_publish', publishParams(topic, 'survives restarts'));
    await publisher.close();
    await first.stop();

    const second = await start();
    const back = await client(second, identity);
    await back.result('irn_subscribe', { topic: randomTopic() });
    const [push] = await back.waitForPushes(1);
    expect(push?.params.data.message).toBe('survives restarts');
  });

  it('batch methods: publish, subscribe, fetch (counted as delivered) and unsubscribe', async () => {
    const cloud = await start();
    const [alice, bob] = [await client(cloud), await client(cloud)];
    const topics = [randomTopic(), randomTopic()];
    await alice.result('irn_batchPublish', {
      messages: topics.map((topic, i) => publishParams(topic, `batch ${i}`)),
    });
    expect(await bob.result('irn_batchFetchMessages', { topics })).toEqual({
      messages: topics.map((topic, i) => ({
        topic,
        message: `batch ${i}`,
        publishedAt: expect.any(Number),
        tag: 1108,
      })),
      hasMore: false,
    });
    expect(await bob.result('irn_batchSubscribe', { topics })).toEqual(
      topics.map((topic) => hashMessage(topic + bob.identity.clientId)),
    );
    await bob.handled(); // what the subscribe pushes is sent before the next request is answered
    expect(bob.pushes).toEqual([]); // fetched messages count as delivered

    await bob.result('irn_batchUnsubscribe', { subscriptions: topics.map((topic) => ({ topic, id: '' })) });
    await alice.result('irn_publish', publishParams(topics[0] as string, 'after unsubscribe'));
    // The relay pushes a publish to the subscribers before it answers the publisher.
    await bob.handled();
    expect(bob.pushes).toEqual([]);
  });

  it('a subscriber with more waiting than one read hands over gets them all, oldest first', async () => {
    // No redelivery while 300 pushes are acknowledged (under load that takes longer than the suite's 200 ms).
    const cloud = await start({ redeliverAfterMs: 60_000 });
    const [publisher, late] = [await client(cloud), await client(cloud)];
    const topic = randomTopic();
    const sent = Array.from({ length: 300 }, (_, i) => `message ${i}`);
    for (let i = 0; i < sent.length; i += 100) {
      await publisher.result('irn_batchPublish', {
        messages: sent.slice(i, i + 100).map((message) => publishParams(topic, message)),
      });
    }
    await late.result('irn_subscribe', { topic });
    await late.waitForPushes(sent.length);
    expect(late.pushes.map((push) => push.params.data.message)).toEqual(sent);
  });

  it('closes the socket of a missing, forged, expired, premature or misaddressed JWT with 3000 and the reason', async () => {
    const cloud = await start();
    const identity = new RelayIdentity();
    const url = (token: string) => `${cloud.relayUrl}?auth=${token}&projectId=${relayTestProjectId}`;
    const good = await identity.token(cloud.relayUrl);
    expect((await upgradeStatus(url(good))).status).toBe(101);
    const slashed = `${cloud.relayUrl}/`;
    const slashedToken = await identity.token(slashed);
    expect(
      (await upgradeStatus(`${slashed}?auth=${slashedToken}&projectId=${relayTestProjectId}`)).status,
    ).toBe(101);

    const [header, payload] = good.split('.');
    const forged = `${header}.${payload}.${(await new RelayIdentity().token(cloud.relayUrl)).split('.')[2]}`;
    const now = Math.floor(Date.now() / 1000);
    const refusals = await Promise.all([
      closedWith(`${cloud.relayUrl}?projectId=${relayTestProjectId}`),
      closedWith(url('not-a-jwt')),
      closedWith(url(forged)),
      closedWith(url(await identity.token(cloud.relayUrl, { iat: now - 7_200, ttlSeconds: 3_600 }))),
      closedWith(url(await identity.token(cloud.relayUrl, { iat: now + 3_600 }))),
      closedWith(url(await identity.token('ws://relay.example.com/relay'))),
      closedWith(url(await identity.token(cloud.relayUrl.replace('/relay', '/other')))),
    ]);
    expect(refusals.map(({ code }) => code)).toEqual([3000, 3000, 3000, 3000, 3000, 3000, 3000]);
    expect(refusals.map(({ reason }) => reason)).toEqual([
      'Missing auth token',
      expect.stringMatching(/^Invalid JWT/),
      'Invalid JWT signature',
      'JWT expired',
      'JWT not yet valid',
      'Invalid JWT audience',
      'Invalid JWT audience',
    ]);
    expect((await upgradeStatus(`${cloud.url.replace('http', 'ws')}/elsewhere?auth=${good}`)).status).toBe(
      404,
    );
  });

  it("limits connection attempts per IP (the cloud's per-IP limit)", async () => {
    data ??= await pass.location();
    const cloud = await startTestCloud(data, { config: { rateLimit: { perIp: 2 } } });
    clouds.push(cloud);
    await seedRelayTestProject(cloud);
    const identity = new RelayIdentity();
    const url = `${cloud.relayUrl}?auth=${await identity.token(cloud.relayUrl)}&projectId=${relayTestProjectId}`;
    expect((await upgradeStatus(url)).status).toBe(101);
    expect((await upgradeStatus(url)).status).toBe(101);
    expect(await upgradeStatus(url)).toEqual({
      status: 429,
      body: expect.stringMatching(/^Too many connections; retry after \d+ seconds$/),
    });
  });

  it('limits requests per client, bounds frames and pings well inside the SDK limit', async () => {
    // The ping timer is a fake setInterval the test moves.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const cloud = await start({ perClient: 3, maxMessageBytes: 1_024, pingIntervalMs: 100 });
    const alice = await client(cloud);
    const topic = randomTopic();
    for (let i = 0; i < 3; i++)
      expect(await alice.result('irn_subscribe', { topic })).toEqual(expect.any(String));
    expect(await alice.call('irn_subscribe', { topic })).toMatchObject({
      error: { code: -32000, message: expect.stringMatching(/^Too many requests; retry after \d+ seconds$/) },
    });
    const other = await client(cloud);
    expect(await other.result('irn_subscribe', { topic })).toEqual(expect.any(String)); // counted per client

    for (let period = 0; period < 2; period++) {
      vi.advanceTimersByTime(100);
      // The ping arrives before the first answer; the pong it drew reaches the relay before the second request.
      await alice.handled();
      await alice.handled();
    }
    expect(alice.pings).toBeGreaterThanOrEqual(2);
    const closed = new Promise<number>((resolve) => alice.socket.once('close', resolve));
    alice.socket.send('x'.repeat(2_048));
    expect(await closed).toBe(1009);

    const silent = await client(cloud, undefined, { autoPong: false });
    const dropped = new Promise<number>((resolve) => silent.socket.once('close', resolve));
    await silent.handled();
    vi.advanceTimersByTime(100);
    await silent.handled(); // the ping has arrived, and drew no pong
    vi.advanceTimersByTime(100);
    expect(await dropped).toBe(1006); // terminated after a ping went unanswered
  });
});

describe('default relay settings', () => {
  it('ping every 15 s, inside the 35 s after which the SDK drops a silent socket', async () => {
    const { defaultCloudConfig } = await import('../config.js');
    expect(defaultCloudConfig.relay.pingIntervalMs).toBeLessThanOrEqual(35_000 / 2);
  });
});
