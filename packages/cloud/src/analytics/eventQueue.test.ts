import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '../config.js';
import { createCloudMetrics } from '../metrics/index.js';
import { createEventQueue } from './eventQueue.js';
import type { NewEvent, ReceivedEvent } from './eventStore.js';

const event = (): NewEvent => ({
  eventId: randomUUID(),
  url: 'https://app.example.com/',
  domain: 'app.example.com',
  timestamp: 1,
  props: { type: 'track', event: 'MODAL_OPEN' },
  projectId: 'p',
  sdkType: 'portico-test',
  sdkVersion: '0.1.0',
});

/** A write that records each batch and fails while `failing` is above zero (one failure per call). */
function recorder() {
  const batches: string[][] = [];
  let failing = 0;
  let gate: Promise<void> | undefined;
  return {
    batches,
    failNext(times: number) {
      failing = times;
    },
    /** Writes wait until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    async write(events: readonly ReceivedEvent[]) {
      await gate;
      if (failing > 0) {
        failing -= 1;
        throw new Error('database unavailable');
      }
      batches.push(events.map((received) => received.event.eventId));
    },
  };
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

function setup(config: Partial<AnalyticsConfig>) {
  const sink = recorder();
  const log = logger();
  const metrics = createCloudMetrics();
  const queue = createEventQueue({
    config: { batchSize: 3, flushIntervalMs: 250, maxQueue: 10, ...config },
    write: (events) => sink.write(events),
    logger: log,
    metrics: metrics.analytics,
  });
  const value = async (name: string) =>
    (await metrics.registry.getSingleMetric(name)?.get())?.values[0]?.value ?? 0;
  return { sink, log, queue, value };
}

describe('createEventQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a batch as soon as batchSize events wait, in arrival order', async () => {
    const { sink, queue } = setup({});
    const sent = [event(), event(), event(), event()];
    for (const e of sent) expect(await queue.accept(e)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sink.batches).toEqual([sent.slice(0, 3).map((e) => e.eventId)]);
    expect(queue.depth).toBe(1);
  });

  it('writes a partial batch flushIntervalMs after its first event, not before', async () => {
    const { sink, queue } = setup({});
    const first = event();
    await queue.accept(first);
    await vi.advanceTimersByTimeAsync(200);
    const second = event();
    await queue.accept(second);
    expect(sink.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(sink.batches).toEqual([[first.eventId, second.eventId]]);
    expect(queue.depth).toBe(0);
  });

  it('refuses an event when maxQueue events are held, and counts it', async () => {
    const { sink, queue, value } = setup({ batchSize: 5, maxQueue: 5, flushIntervalMs: 10_000 });
    const release = sink.hold();
    // The fifth fills a batch whose write is under way; events being written still count as held.
    for (let i = 0; i < 5; i++) expect(await queue.accept(event())).toBe(true);
    expect(queue.depth).toBe(5);
    expect(await queue.accept(event())).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sink.batches).toHaveLength(1);
    expect(queue.depth).toBe(0);
    expect(await queue.accept(event())).toBe(true);
    expect(await value('portico_analytics_events_refused_total')).toBe(1);
    expect(await value('portico_analytics_events_accepted_total')).toBe(6);
    expect(queue.retryAfterSeconds).toBe(10);
  });

  it('keeps a batch whose write failed, logs it, and retries it with back-off', async () => {
    const { sink, queue, log, value } = setup({});
    sink.failNext(2);
    const sent = [event(), event(), event()];
    for (const e of sent) await queue.accept(e);
    await vi.advanceTimersByTimeAsync(0);
    expect(sink.batches).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(queue.depth).toBe(3);
    await vi.advanceTimersByTimeAsync(100); // second attempt, fails again
    expect(log.error).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(sink.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1); // third attempt, 200 ms after the second
    expect(sink.batches).toEqual([sent.map((e) => e.eventId)]);
    expect(await value('portico_analytics_flush_failures_total')).toBe(2);
    expect(await value('portico_analytics_events_written_total')).toBe(3);
  });

  it('close writes every held event in batches and refuses later ones', async () => {
    const { sink, queue } = setup({ flushIntervalMs: 60_000 });
    const sent = Array.from({ length: 5 }, event);
    for (const e of sent) await queue.accept(e);
    sink.failNext(1);
    const closing = queue.close();
    await vi.advanceTimersByTimeAsync(1_000);
    await closing;
    expect(sink.batches.flat().sort()).toEqual(sent.map((e) => e.eventId).sort());
    expect(queue.depth).toBe(0);
    expect(await queue.accept(event())).toBe(false);
  });

  it('close gives up on a database that keeps failing, logging and counting the lost events', async () => {
    const { sink, queue, log, value } = setup({ flushIntervalMs: 60_000 });
    await queue.accept(event());
    sink.failNext(100);
    const closing = queue.close();
    await vi.advanceTimersByTimeAsync(10_000);
    await closing;
    expect(log.error).toHaveBeenLastCalledWith({ events: 1 }, expect.stringMatching(/lost/));
    expect(await value('portico_analytics_events_dropped_total')).toBe(1);
  });

  it('batchSize 1 writes the event before accept resolves, and a failed write rejects', async () => {
    const { sink, queue } = setup({ batchSize: 1 });
    const e = event();
    expect(await queue.accept(e)).toBe(true);
    expect(sink.batches).toEqual([[e.eventId]]);
    sink.failNext(1);
    await expect(queue.accept(event())).rejects.toThrow('database unavailable');
  });

  it.each([
    [{ batchSize: 0 }, /analytics\.batchSize/],
    [{ batchSize: 20_000 }, /analytics\.batchSize/],
    [{ flushIntervalMs: 0 }, /analytics\.flushIntervalMs/],
    [{ batchSize: 10, maxQueue: 5 }, /analytics\.maxQueue/],
  ])('refuses the configuration %o', (config, message) => {
    expect(() => setup(config)).toThrow(message);
  });
});
