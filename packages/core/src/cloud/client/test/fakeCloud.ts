import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import type { TokenBalance } from '../../../domain/chainAdapter/token.js';
import { constants } from '../../../shared/constants.js';
import { accountBalancePath } from '../../wire/cloudPaths.js';
import type { RegistryWallet } from '../../wire/registryWallet.js';
import type { RemoteFeatures } from '../../wire/remoteConfig.js';

import { type FakeSwapMarket, fakeConvert } from './fakeConvert.js';
import { type FakeOnrampProvider, fakeOnramp } from './fakeOnramp.js';

export { registryWallet } from './registryWallets.js';

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * A fake Portico Cloud behind a fetch: the registry (paging, include, exclude, case-insensitive search),
 * remote config, origins, analytics config, POST /e, the supported chains (none unless given) and the
 * balances of the given addresses, the convert API of `swap`'s market and the on-ramp API of `onramp`'s providers. `down` makes every call fail like an unreachable
 * host; `routes` overrides one path.
 */
export function fakeCloud(
  wallets: readonly RegistryWallet[] = [],
  settings: {
    features?: RemoteFeatures;
    analytics?: boolean;
    allowedOrigins?: string[];
    headers?: Record<string, string>;
    supportedChains?: CaipNetworkId[];
    /** The balance answer per address. */
    balances?: Record<string, TokenBalance[]>;
    /** The convert API's market (tokens, pools): its routes answer from it. */
    swap?: FakeSwapMarket;
    /** The on-ramp API's providers: its routes answer from them. */
    onramp?: Record<string, FakeOnrampProvider>;
  } = {},
) {
  const requests: { url: URL; method: string; body?: unknown }[] = [];
  const routes: Record<string, Route> = {
    '/getWallets': (url) => {
      const param = (name: string) => url.searchParams.get(name) ?? '';
      const list = (name: string) => param(name).split(',').filter(Boolean);
      const [include, exclude] = [list('include'), list('exclude')];
      const search = param('search').toLowerCase();
      const matches = wallets.filter(
        (wallet) =>
          (include.length === 0 || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id) &&
          wallet.name.toLowerCase().includes(search),
      );
      const page = Number(param('page') || 1);
      const entries = Number(param('entries') || constants.wallets.listPageEntries);
      const data = matches.slice((page - 1) * entries, page * entries);
      return json({ data, count: matches.length }, 200, settings.headers);
    },
    '/appkit/v1/config': () =>
      json({ features: settings.features ?? constants.defaults.remoteFeatures }, 200, settings.headers),
    '/projects/v1/origins': () =>
      json({ allowedOrigins: settings.allowedOrigins ?? [] }, 200, settings.headers),
    '/getAnalyticsConfig': () =>
      json({ isAnalyticsEnabled: settings.analytics ?? true }, 200, settings.headers),
    '/e': () => new Response(null, { status: 204 }),
    '/v1/supported-chains': () => json({ http: settings.supportedChains ?? [], ws: [] }),
  };
  for (const [address, balances] of Object.entries(settings.balances ?? {}))
    routes[accountBalancePath(address)] = () => json({ balances });
  const convert = settings.swap ? fakeConvert(settings.swap) : undefined;
  Object.assign(routes, convert?.routes);
  const onramp = settings.onramp ? fakeOnramp(settings.onramp, routes) : undefined;
  const cloud = {
    down: false,
    convert,
    onramp,
    requests,
    routes,
    /** The requests to one path. */
    calls: (path: string) => requests.filter((request) => request.url.pathname === path),
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ url, method: init?.method ?? 'GET', body });
      if (cloud.down) throw new TypeError('fetch failed');
      const route = routes[url.pathname];
      return route ? route(url, init) : json({ code: 'NOT_FOUND', message: 'no route' }, 404);
    }) as typeof fetch,
  };
  return cloud;
}
