type QueryValue = string | number | boolean | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** The full URL of `path` under `baseUrl` with the query params that are set (undefined ones left out). */
export function httpUrl(baseUrl: string, path: string, params: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const target = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target.toString();
}
