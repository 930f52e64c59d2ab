import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsConfig } from '../config.js';
import type { AnalyticsMetrics } from '../metrics/index.js';
import { maxEventsPerInsert, type NewEvent, type ReceivedEvent } from './eventStore.js';

export interface EventQueueOptions {
  config: AnalyticsConfig;
  /** Writes one batch (`insertEvents`); a rejection keeps the batch for a retry. */
  write(events: readonly ReceivedEvent[]): Promise<void>;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  metrics: AnalyticsMetrics;
  /** ms since the epoch: the events' receipt time. */
  clock?: () => number;
}

/**
 * The analytics events of one instance on their way to the database. `accept` queues an event (or, with
 * `batchSize` 1, writes it before resolving); queued events are written in batches of `batchSize` as soon as a
 * batch is full, else `flushIntervalMs` after the first of them arrived; `close` writes what is left.
 */
export interface EventQueue {
  /** true: accepted (queued or written); false: the queue is full or closed, refuse with 503. */
  accept(event: NewEvent): Promise<boolean>;
  /** Events held: waiting or being written. */
  readonly depth: number;
  /** Seconds a refused client should wait: the time to write a full queue is unknown, so one interval. */
  readonly retryAfterSeconds: number;
  /** Writes every held event (retrying a failing database a few times), then refuses new ones. */
  close(): Promise<void>;
}

/** A failing write is retried after this long, doubled per consecutive failure up to `maxRetryDelayMs`. */
const firstRetryDelayMs = 100;
const maxRetryDelayMs = 10_000;
/** Attempts of the last flush on close before the events left are logged as dropped. */
const closeAttempts = 5;

function checkConfig({ batchSize, flushIntervalMs, maxQueue }: AnalyticsConfig): void {
  const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;
  if (!whole(batchSize, 1) || batchSize > maxEventsPerInsert)
    throw new RangeError(
      `analytics.batchSize must be a whole number 1–${maxEventsPerInsert}, got ${batchSize}`,
    );
  if (!whole(flushIntervalMs, 1))
    throw new RangeError(`analytics.flushIntervalMs must be a whole number ≥ 1, got ${flushIntervalMs}`);
  if (!whole(maxQueue, batchSize))
    throw new RangeError(
      `analytics.maxQueue must be a whole number ≥ batchSize (${batchSize}), got ${maxQueue}`,
    );
}

export function createEventQueue(options: EventQueueOptions): EventQueue {
  const { config, write, logger, metrics, clock = Date.now } = options;
  checkConfig(config);
  const { batchSize, flushIntervalMs, maxQueue } = config;
  const waiting: ReceivedEvent[] = [];
  let writingCount = 0;
  let flushing: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const depth = () => waiting.length + writingCount;
  const showDepth = () => metrics.queueDepth.set(depth());

  /** Writes one batch from the head of the queue; a failed batch goes back to the head. true: written. */
  async function writeBatch(): Promise<boolean> {
    const batch = waiting.splice(0, batchSize);
    writingCount = batch.length;
    const done = metrics.flushDuration.startTimer();
    try {
      await write(batch);
      metrics.written.inc(batch.length);
      failures = 0;
      return true;
    } catch (error) {
      waiting.unshift(...batch);
      failures += 1;
      metrics.flushFailures.inc();
      logger.error(
        { err: error, events: batch.length, held: waiting.length, failures },
        'analytics: writing a batch of events failed; kept for a retry',
      );
      return false;
    } finally {
      done();
      writingCount = 0;
      showDepth();
    }
  }

  function schedule(delayMs: number): void {
    if (timer !== undefined || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush();
    }, delayMs);
  }

  /** Starts writing unless a write is under way; afterwards writes on (full batch), waits, or retries. */
  function flush(): void {
    if (flushing || closed) return;
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    flushing = writeBatch();
    flushing.then((ok) => {
      flushing = undefined;
      if (closed || waiting.length === 0) return;
      if (!ok) schedule(Math.min(firstRetryDelayMs * 2 ** (failures - 1), maxRetryDelayMs));
      else if (waiting.length >= batchSize) flush();
      else schedule(flushIntervalMs);
    });
  }

  return {
    async accept(event) {
      if (closed || depth() >= maxQueue) {
        metrics.refused.inc();
        return false;
      }
      const received = { event, receivedAt: new Date(clock()) };
      if (batchSize === 1) {
        // Unbatched: the request waits for its own row, and a failed write fails the request.
        writingCount += 1;
        showDepth();
        try {
          await write([received]);
        } finally {
          writingCount -= 1;
          showDepth();
        }
        metrics.accepted.inc();
        metrics.written.inc();
        return true;
      }
      waiting.push(received);
      metrics.accepted.inc();
      showDepth();
      // While a failing database is retried, a full batch waits for the retry.
      if (waiting.length >= batchSize && failures === 0) flush();
      else schedule(flushIntervalMs);
      return true;
    },
    get depth() {
      return depth();
    },
    retryAfterSeconds: Math.max(1, Math.ceil(flushIntervalMs / 1000)),
    async close() {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await flushing;
      let attempts = 0;
      while (waiting.length > 0) {
        if (await writeBatch()) continue;
        attempts += 1;
        if (attempts >= closeAttempts) {
          logger.error(
            { events: waiting.length },
            'analytics: the database kept failing at shutdown; these events are lost',
          );
          metrics.dropped.inc(waiting.length);
          waiting.length = 0;
          showDepth();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, firstRetryDelayMs * 2 ** (attempts - 1)));
      }
    },
  };
}
