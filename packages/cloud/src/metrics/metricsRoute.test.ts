import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import { RawRelayClient, randomTopic } from '../relay/test/rawRelayClient.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { parseScrape } from '../test/scrapeMetrics.js';
import { createCloudMetrics, metricNames } from './cloudMetrics.js';
import { installMetrics } from './metricsRoute.js';

const pglite = dbPasses[0];
if (!pglite) throw new Error('no database pass');

describe('GET /metrics', () => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let guarded: RunningCloud;
  let projectId: string;

  beforeAll(async () => {
    location = await pglite.location();
    // Scraped on a listener of its own (no token).
    cloud = await startTestCloud(location, {
      config: { analytics: { flushIntervalMs: 20 }, metrics: { port: 0 } },
    });
    // A second app in the same process, with a token: its registry is its own.
    guarded = await startTestCloud(location, { db: cloud.db, config: { metrics: { token: 's3cret' } } });
    projectId = (await createProject(cloud.db, { name: 'Metrics' })).id;
  });
  afterAll(async () => {
    await guarded?.stop();
    await cloud?.stop();
    await location?.dispose();
  });

  const scrape = async (target = cloud, headers: Record<string, string> = {}) => {
    const response = await fetch(target.metricsUrl ?? 'http://metrics.not.served', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseScrape(await response.text());
  };

  it('parses as Prometheus text and names every cloud metric and the default process metrics', async () => {
    const { names } = await scrape();
    for (const name of Object.values(metricNames)) expect(names).toContain(name);
    expect(names).toEqual(
      expect.arrayContaining(['process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes']),
    );
  });

  it('counts requests by route pattern, method and status class', async () => {
    const route = { method: 'GET', route: '/getWalletImage/:id' };
    const before = await scrape();
    for (const id of ['a', 'b', 'c']) await fetch(`${cloud.url}/getWalletImage/${id}?${sdkQuery(projectId)}`);
    await fetch(`${cloud.url}/no/such/path`);
    const after = await scrape();
    const requests = metricNames.httpRequests;
    const answered = (scrape: typeof after) =>
      scrape.value(requests, { ...route, status_class: '4xx' }) +
      scrape.value(requests, { ...route, status_class: '2xx' });
    expect(answered(after) - answered(before)).toBe(3);
    expect(after.value(requests, { route: 'unmatched', status_class: '4xx' })).toBe(
      before.value(requests, { route: 'unmatched', status_class: '4xx' }) + 1,
    );
    // The raw URL never becomes a label.
    expect(after.value(requests, { route: '/getWalletImage/a' })).toBe(0);
  });

  it('counts analytics events accepted and written, and flushes', async () => {
    const before = await scrape();
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${cloud.url}/e?${sdkQuery(projectId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: randomUUID(),
          url: 'https://app.example.com/',
          domain: 'app.example.com',
          timestamp: 1,
          props: { type: 'track', event: 'MODAL_OPEN' },
        }),
      });
      expect(response.status).toBe(204);
    }
    const written = async () => (await scrape()).value(metricNames.analyticsWritten);
    await expect.poll(written).toBe(before.value(metricNames.analyticsWritten) + 5);
    const after = await scrape();
    expect(after.value(metricNames.analyticsAccepted) - before.value(metricNames.analyticsAccepted)).toBe(5);
    expect(after.value(metricNames.analyticsQueueDepth)).toBe(0);
    expect(after.count(metricNames.analyticsFlushDuration)).toBeGreaterThan(
      before.count(metricNames.analyticsFlushDuration),
    );
    expect(after.value(metricNames.analyticsRefused)).toBe(0);
  });

  it('counts relay connections and messages', async () => {
    const alice = await RawRelayClient.connect(cloud.relayUrl, undefined, { projectId });
    const bob = await RawRelayClient.connect(cloud.relayUrl, undefined, { projectId });
    try {
      const topic = randomTopic();
      await bob.result('irn_subscribe', { topic });
      await alice.result('irn_publish', { topic, message: 'hi', ttl: 300, tag: 1108, prompt: false });
      await bob.waitForPushes(1);
      const open = await scrape();
      expect(open.value(metricNames.relayConnections)).toBe(2);
      expect(open.value(metricNames.relayMessages, { direction: 'published' })).toBe(1);
      expect(open.value(metricNames.relayMessages, { direction: 'pushed' })).toBe(1);
    } finally {
      await alice.close();
      await bob.close();
    }
    await expect.poll(async () => (await scrape()).value(metricNames.relayConnections)).toBe(0);
  });

  it('with metrics.token: 401 without the bearer token, the metrics with it; registries do not mix', async () => {
    const refused = await fetch(`${guarded.url}/metrics`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(
      (await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    const own = await scrape(guarded, { authorization: 'Bearer s3cret' });
    expect(own.value(metricNames.analyticsAccepted)).toBe(0);
    expect(own.value(metricNames.relayMessages)).toBe(0);
  });

  it('without a token, the public listener has no /metrics; the metrics listener is on loopback', async () => {
    expect(cloud.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(cloud.metricsUrl ?? '').port).not.toBe(new URL(cloud.url).port);
    expect((await fetch(`${cloud.url}/metrics`)).status).toBe(404);
    expect(guarded.metricsUrl).toBe(`${guarded.url}/metrics`);
  });

  it('without a token or a metrics port, /metrics is served nowhere', async () => {
    const open = await startTestCloud(location, { db: cloud.db });
    try {
      expect(open.metricsUrl).toBeUndefined();
      expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
    } finally {
      await open.stop();
    }
  });

  it('refuses an empty metrics.token instead of locking /metrics for good', () => {
    expect(() => installMetrics(Fastify(), createCloudMetrics(), { enabled: true, token: ' ' })).toThrow(
      'metrics.token must not be empty',
    );
  });
});
