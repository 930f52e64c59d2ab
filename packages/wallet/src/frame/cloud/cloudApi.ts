import { CloudError } from './cloudError.js';

/** Where the frame reaches the cloud and who it says it is (the §7 query of every call). */
export interface CloudTarget {
  cloudUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

export interface CloudRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  accessToken?: string;
  query?: Record<string, string>;
  /** Gives up the call (the frame's request was aborted). */
  signal?: AbortSignal;
}

/** JSON over fetch to the cloud, every call carrying projectId, st and sv. */
export class CloudApi {
  constructor(
    readonly target: CloudTarget,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  url(path: string, query: Record<string, string> = {}): string {
    const { cloudUrl, projectId, sdkType, sdkVersion } = this.target;
    const url = new URL(`${cloudUrl.replace(/\/+$/, '')}${path}`);
    url.search = new URLSearchParams({ ...query, projectId, st: sdkType, sv: sdkVersion }).toString();
    return url.toString();
  }

  async request<T>(
    path: string,
    { method = 'GET', body, accessToken, query, signal }: CloudRequest = {},
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
    const response = await this.fetcher(this.url(path, query), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal === undefined ? {} : { signal }),
    });
    const text = await response.text();
    if (!response.ok) {
      const data = errorBody(text);
      const { code, message } = (data ?? {}) as { code?: unknown; message?: unknown };
      throw new CloudError(
        typeof message === 'string' ? message : `HTTP status code: ${response.status}`,
        response.status,
        typeof code === 'string' ? code : 'HTTP_ERROR',
      );
    }
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }
}

/** An error answer's `{ code, message }`; a proxy's HTML error page has none. */
function errorBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
