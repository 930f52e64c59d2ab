// The part of autocannon's programmatic API the cloud bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request; returns the request to send. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stops after this many responses over all connections, even before `duration`. */
    maxOverallRequests?: number;
    /** Requests per second over all connections; each connection's share is sent at the start of each second. */
    overallRate?: number;
    /** Sent in turn by each connection. */
    requests?: AutocannonRequest[];
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface AutocannonResult {
    /** Seconds. */
    duration: number;
    /** Connection errors and timeouts. */
    errors: number;
    non2xx: number;
  }

  interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
  export type { AutocannonInstance, AutocannonOptions, AutocannonRequest, AutocannonResult };
}
