/**
 * An upstream call that failed as a whole: an HTTP status (with the response headers, for Retry-After), a
 * time-out (named TimeoutError), or no upstream reachable. Read by core's `isRetryableRpcError`.
 */
export class UpstreamError extends Error {
  readonly status: number | undefined;
  readonly headers: { get(name: string): string | null } | undefined;

  constructor(
    message: string,
    details: {
      status?: number;
      headers?: Record<string, string | string[] | undefined>;
      timeout?: boolean;
    } = {},
  ) {
    super(message);
    this.name = details.timeout ? 'TimeoutError' : 'UpstreamError';
    this.status = details.status;
    const headers = details.headers;
    this.headers = headers && {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
      },
    };
  }
}
