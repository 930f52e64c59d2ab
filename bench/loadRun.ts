import autocannon, { type AutocannonRequest } from 'autocannon';
import { percentile } from './percentile.js';

export interface LoadRunOptions {
  url: string;
  /** Sent in turn by each connection. */
  requests: AutocannonRequest[];
  seconds: number;
  /** Requests per second over all connections; none: as fast as the server answers. */
  rate?: number;
  connections: number;
}

export interface LoadRunResult {
  responses: number;
  requestsPerSecond: number;
  /** Milliseconds, from every response whatever its status. */
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** Upper bound on responses of an unthrottled run, so a run is bounded in count as well as in time. */
const maxResponsesPerSecond = 100_000;

/**
 * One bounded autocannon run. Latencies are taken from each response's own timing (sub-millisecond) rather
 * than autocannon's histogram, which keeps whole milliseconds and, at a fixed rate, adds coordinated-omission
 * samples at a 1 ms interval that does not match the rate.
 */
export async function loadRun({
  url,
  requests,
  seconds,
  rate,
  connections,
}: LoadRunOptions): Promise<LoadRunResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    requests,
    connections,
    duration: seconds,
    maxOverallRequests: Math.ceil(seconds * (rate ?? maxResponsesPerSecond) * 1.1),
    timeout: 10,
    ...(rate === undefined ? {} : { overallRate: rate }),
  });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    responses: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    latency: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
