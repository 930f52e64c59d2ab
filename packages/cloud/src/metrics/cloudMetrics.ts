import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What `POST /e` and the analytics queue count (`src/analytics`). */
export interface AnalyticsMetrics {
  accepted: Counter;
  written: Counter;
  refused: Counter;
  dropped: Counter;
  queueDepth: Gauge;
  flushDuration: Histogram;
  flushFailures: Counter;
}

/** What the relay counts (`src/relay`). */
export interface RelayMetrics {
  connections: Gauge;
  /** `direction`: `published` (a client's publish), `pushed` (a message sent to a subscriber's socket). */
  messages: Counter<'direction'>;
}

/** What the activity history's indexer reports per chain (`src/history`). */
export interface IndexerMetrics {
  height: Gauge<'chain'>;
  lag: Gauge<'chain'>;
}

interface HttpMetrics {
  requests: Counter<'method' | 'route' | 'status_class'>;
  duration: Histogram<'method' | 'route' | 'status_class'>;
}

/** Every metric of one cloud app, in a registry of its own (several apps in one process never collide). */
export interface CloudMetrics {
  registry: Registry;
  http: HttpMetrics;
  relay: RelayMetrics;
  indexer: IndexerMetrics;
  analytics: AnalyticsMetrics;
}

/** The metric names, as `docs/cloud-operations.md` lists them. */
export const metricNames = {
  httpRequests: 'portico_http_requests_total',
  httpDuration: 'portico_http_request_duration_seconds',
  relayConnections: 'portico_relay_connections',
  relayMessages: 'portico_relay_messages_total',
  indexerHeight: 'portico_indexer_height',
  indexerLag: 'portico_indexer_lag_blocks',
  analyticsAccepted: 'portico_analytics_events_accepted_total',
  analyticsWritten: 'portico_analytics_events_written_total',
  analyticsRefused: 'portico_analytics_events_refused_total',
  analyticsDropped: 'portico_analytics_events_dropped_total',
  analyticsQueueDepth: 'portico_analytics_queue_depth',
  analyticsFlushDuration: 'portico_analytics_flush_duration_seconds',
  analyticsFlushFailures: 'portico_analytics_flush_failures_total',
} as const;

const httpLabels = ['method', 'route', 'status_class'] as const;

/** A registry with the cloud's metrics and Node's default process metrics (`process_*`, `nodejs_*`). */
export function createCloudMetrics(): CloudMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    http: {
      requests: new Counter({
        name: metricNames.httpRequests,
        help: 'HTTP requests answered, by route pattern, method and status class (2xx, 4xx …)',
        labelNames: httpLabels,
        registers,
      }),
      duration: new Histogram({
        name: metricNames.httpDuration,
        help: 'Time from receiving an HTTP request to sending its answer, by route pattern, method and status class',
        labelNames: httpLabels,
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
    },
    relay: {
      connections: new Gauge({
        name: metricNames.relayConnections,
        help: 'WalletConnect relay sockets open on this instance',
        registers,
      }),
      messages: new Counter({
        name: metricNames.relayMessages,
        help: 'Relay messages: published by a client here, or pushed to a subscriber socket here',
        labelNames: ['direction'] as const,
        registers,
      }),
    },
    indexer: {
      height: new Gauge({
        name: metricNames.indexerHeight,
        help: 'Last block of the chain this instance indexed, by CAIP-2 chain id',
        labelNames: ['chain'] as const,
        registers,
      }),
      lag: new Gauge({
        name: metricNames.indexerLag,
        help: "Blocks between the chain's head and the last indexed block, at the indexer's last step",
        labelNames: ['chain'] as const,
        registers,
      }),
    },
    analytics: {
      accepted: new Counter({
        name: metricNames.analyticsAccepted,
        help: 'Analytics events accepted by POST /e (queued, or written at once when batchSize is 1)',
        registers,
      }),
      written: new Counter({
        name: metricNames.analyticsWritten,
        help: 'Analytics events written to the database (a resent eventId counts, though stored once)',
        registers,
      }),
      refused: new Counter({
        name: metricNames.analyticsRefused,
        help: 'Analytics events refused with 503 because the queue was full',
        registers,
      }),
      dropped: new Counter({
        name: metricNames.analyticsDropped,
        help: 'Accepted analytics events given up at shutdown because the database kept failing',
        registers,
      }),
      queueDepth: new Gauge({
        name: metricNames.analyticsQueueDepth,
        help: 'Analytics events held in memory: waiting or being written',
        registers,
      }),
      flushDuration: new Histogram({
        name: metricNames.analyticsFlushDuration,
        help: 'Time of one multi-row INSERT of analytics events, failed ones included',
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers,
      }),
      flushFailures: new Counter({
        name: metricNames.analyticsFlushFailures,
        help: 'Failed writes of an analytics batch (the batch is kept and retried)',
        registers,
      }),
    },
  };
}
