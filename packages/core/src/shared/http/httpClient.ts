import { PorticoError } from '../errors/PorticoError.js';
import { httpUrl, type QueryParams } from './httpUrl.js';

export interface HttpClientOptions {
  readonly baseUrl: string;
  /** Sent as the `clientId` query param when configured (§7). */
  readonly clientId?: string | undefined;
  /** Query params of every call, e.g. projectId, st and sv (§7); a call's own params win. */
  readonly defaultParams?: QueryParams;
  readonly headers?: Readonly<Record<string, string>>;
  /** Applies to every call unless the call sets its own. */
  readonly timeoutMs?: number;
  /** Defaults to the global fetch, looked up at call time. */
  readonly fetch?: typeof fetch;
}

interface HttpRequestOptions {
  readonly params?: QueryParams;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * §7 generic HTTP helper. JSON responses are parsed, other bodies come back as text, an empty body as undefined.
 * Throws PorticoError: HTTP_STATUS (params status, body and retryAfter) on a non-ok response, HTTP_TIMEOUT
 * when `timeoutMs` passes, HTTP_REQUEST_FAILED when the request cannot be made. A caller's abort rethrows
 * the abort reason.
 */
export interface HttpClient {
  get<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  /** §7 image fetches as blobs. */
  getBlob(path: string, options?: HttpRequestOptions): Promise<Blob>;
  post<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  /** The full URL of a call, with the client's params: for images and beacons. */
  url(path: string, params?: QueryParams): string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  function url(path: string, params: QueryParams = {}): string {
    return httpUrl(options.baseUrl, path, {
      ...options.defaultParams,
      clientId: options.clientId,
      ...params,
    });
  }

  async function request(
    method: Method,
    path: string,
    call: HttpRequestOptions,
    read: ReadBody,
  ): Promise<unknown> {
    const controller = new AbortController();
    const timeoutMs = call.timeoutMs ?? options.timeoutMs;
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const onAbort = () => controller.abort(call.signal?.reason);
    if (call.signal?.aborted) onAbort();
    call.signal?.addEventListener('abort', onAbort, { once: true });

    const hasBody = call.body !== undefined;
    const fetchFn = options.fetch ?? globalThis.fetch;
    try {
      const response = await fetchFn(url(path, call.params), {
        method,
        headers: {
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
          ...call.headers,
        },
        ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
        signal: controller.signal,
      });
      if (!response.ok) throw await statusError(response);
      return await read(response);
    } catch (error) {
      if (timedOut) throw new PorticoError('HTTP_TIMEOUT', {}, { cause: error });
      if (call.signal?.aborted) throw call.signal.reason;
      if (error instanceof PorticoError) throw error;
      throw new PorticoError('HTTP_REQUEST_FAILED', {}, { cause: error });
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
    }
  }

  const json =
    (method: Method) =>
    <T>(path: string, call: HttpRequestOptions = {}) =>
      request(method, path, call, readBody) as Promise<T>;

  return {
    get: json('GET'),
    getBlob: (path, call = {}) => request('GET', path, call, (response) => response.blob()) as Promise<Blob>,
    post: json('POST'),
    put: json('PUT'),
    delete: json('DELETE'),
    url,
  };
}

type ReadBody = (response: Response) => Promise<unknown>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

async function statusError(response: Response): Promise<PorticoError> {
  // The status is the error; a body that cannot be read only leaves its detail out.
  const body = await response.text().catch(() => '');
  const retryAfter = response.headers.get('retry-after');
  return new PorticoError('HTTP_STATUS', {
    status: response.status,
    body,
    ...(retryAfter === null ? {} : { retryAfter }),
  });
}
