import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeCoinGeckoRequest {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeCoinGecko {
  /** What the provider takes as `baseUrl`. */
  baseUrl: string;
  requests: FakeCoinGeckoRequest[];
  /** Answer every request with this HTTP status (and no prices) until set back to 200. */
  status: number;
  close(): Promise<void>;
}

/**
 * CoinGecko's `/api/v3/simple/price` and `/api/v3/simple/token_price/{platform}` on 127.0.0.1:0, answering
 * from `coins` (coin id → usd) and `contracts` (platform → contract address as CoinGecko keys it → usd).
 * Like the real API it keys EVM contracts in lower case, and leaves unknown ids out.
 */
export async function startFakeCoinGecko(
  coins: Record<string, number>,
  contracts: Record<string, Record<string, number>>,
): Promise<FakeCoinGecko> {
  const fake: Omit<FakeCoinGecko, 'baseUrl' | 'close'> = { requests: [], status: 200 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const currency = url.searchParams.get('vs_currencies') ?? '';
    const priced = (keys: string[], table: Record<string, number>) =>
      Object.fromEntries(keys.flatMap((key) => (key in table ? [[key, { [currency]: table[key] }]] : [])));
    const platform = /^\/api\/v3\/simple\/token_price\/([^/]+)$/.exec(url.pathname)?.[1];
    let body: unknown;
    if (fake.status !== 200) body = { status: { error_code: fake.status, error_message: 'fake refusal' } };
    else if (url.pathname === '/api/v3/simple/price') {
      body = priced((url.searchParams.get('ids') ?? '').split(','), coins);
    } else if (platform !== undefined) {
      const keys = (url.searchParams.get('contract_addresses') ?? '').split(',');
      body = priced(
        keys.map((key) => (key.startsWith('0x') ? key.toLowerCase() : key)),
        contracts[platform] ?? {},
      );
    }
    const status = body === undefined ? 404 : fake.status;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/api/v3`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
