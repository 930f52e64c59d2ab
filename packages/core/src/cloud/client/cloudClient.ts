import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { createHttpClient } from '../../shared/http/httpClient.js';
import {
  type AccountHistoryResponse,
  type AccountNftsResponse,
  type AnalyticsConfigResponse,
  type AnalyticsEventBody,
  accountBalancePath,
  accountHistoryPath,
  accountNftsPath,
  type BalanceResponse,
  cloudPaths,
  type DomainStatus,
  domainStatusHeader,
  type IdentityResponse,
  type NameProfile,
  type ProjectConfigResponse,
  type SupportedChainsResponse,
} from '../wire/apiTypes.js';
import { registryPaths, type WalletPage, type WalletsQuery } from '../wire/registryWallet.js';
import { cloudStatus } from './cloudAlert.js';

export interface CloudClientOptions {
  /** The cloud's API base, e.g. `http://127.0.0.1:4100`. */
  baseUrl: string;
  projectId: string;
  /** §7 `st`. */
  sdkType: string;
  /** §7 `sv`. */
  sdkVersion: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Told the domain status the cloud reports on an answer ('unverified': the project has no origins). */
  onDomainStatus?: (status: DomainStatus) => void;
}

/**
 * The §7 Wallet-API service and analytics. Every call carries projectId, st and sv. Failures throw the HTTP
 * helper's PorticoError (HTTP_STATUS with status and body, HTTP_REQUEST_FAILED, HTTP_TIMEOUT); `cloudAlert`
 * maps them to the §8 alert.
 */
export interface CloudClient {
  getWallets(query: WalletsQuery, signal?: AbortSignal): Promise<WalletPage>;
  /** The image's URL with the §7 query; the browser loads it, so it is not fetched as a blob. */
  walletImageUrl(imageId: string): string;
  getProjectConfig(): Promise<ProjectConfigResponse>;
  /**
   * §8 fallback: throws RATE_LIMITED on HTTP 429 and SERVER_ERROR on 500–599; any other failure gives an
   * empty list.
   */
  getAllowedOrigins(): Promise<string[]>;
  getAnalyticsConfig(): Promise<AnalyticsConfigResponse>;
  /** POST /e; the response body is not read. */
  sendEvent(body: AnalyticsEventBody): Promise<void>;
  /** §7 GET /v1/supported-chains: the networks the chain-data API serves. */
  getSupportedChains(): Promise<SupportedChainsResponse>;
  /** §7 GET /v1/account/{address}/balance in USD; `forceUpdate` reads the chain even when the cloud has a fresh answer. */
  getAccountBalance(address: string, chainId: CaipNetworkId, forceUpdate?: boolean): Promise<BalanceResponse>;
  /** GET /v1/account/{address}/history: one page of the account's transactions on `chainId`. */
  getAccountHistory(query: AccountHistoryQuery): Promise<AccountHistoryResponse>;
  /** GET /v1/account/{address}/nfts: the ERC-721 tokens the account holds on `chainId`, spam flagged. */
  getAccountNfts(address: string, chainId: CaipNetworkId): Promise<AccountNftsResponse>;
  /** §7 GET /v1/identity/{address}?sender: the address's verified name and avatar on a non-testnet EVM `chainId`. */
  getIdentity(address: string, chainId: CaipNetworkId): Promise<IdentityResponse>;
  /** GET /v1/profile/account/{name}: the name's addresses and text records (the cloud answers 404 for no such name). */
  getNameProfile(name: string): Promise<NameProfile>;
}

export interface AccountHistoryQuery {
  address: string;
  chainId: CaipNetworkId;
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | undefined;
}

const commaList = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined);

export function createCloudClient(options: CloudClientOptions): CloudClient {
  const fetchFn: typeof fetch = async (input, init) => {
    const response = await (options.fetch ?? globalThis.fetch)(input, init);
    const status = response.headers.get(domainStatusHeader);
    if (status === 'verified' || status === 'unverified') options.onDomainStatus?.(status);
    return response;
  };
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    defaultParams: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
    fetch: fetchFn,
  });

  return {
    getWallets: (query, signal) =>
      http.get<WalletPage>(registryPaths.wallets, {
        params: {
          page: query.page,
          entries: query.entries,
          include: commaList(query.include),
          exclude: commaList(query.exclude),
          chains: commaList(query.chains),
          search: query.search || undefined,
          badge_type: query.badge_type,
        },
        ...(signal ? { signal } : {}),
      }),
    walletImageUrl: (imageId) => http.url(registryPaths.walletImage(imageId)),
    getProjectConfig: () => http.get<ProjectConfigResponse>(cloudPaths.projectConfig),
    async getAllowedOrigins() {
      try {
        const response = await http.get<{ allowedOrigins?: unknown }>(cloudPaths.allowedOrigins);
        const origins = response?.allowedOrigins;
        return Array.isArray(origins) ? origins.filter((origin) => typeof origin === 'string') : [];
      } catch (error) {
        const status = cloudStatus(error) ?? 0;
        if (status === 429) throw new PorticoError('RATE_LIMITED', {}, { cause: error });
        if (status >= 500 && status <= 599) throw new PorticoError('SERVER_ERROR', {}, { cause: error });
        return [];
      }
    },
    getAnalyticsConfig: () => http.get<AnalyticsConfigResponse>(cloudPaths.analyticsConfig),
    async sendEvent(body) {
      await http.post(cloudPaths.analyticsEvent, { body });
    },
    getSupportedChains: () => http.get<SupportedChainsResponse>(cloudPaths.supportedChains),
    getAccountBalance: (address, chainId, forceUpdate = false) =>
      http.get<BalanceResponse>(accountBalancePath(address), {
        params: { currency: 'usd', chainId, forceUpdate: forceUpdate ? 'true' : undefined },
      }),
    getAccountHistory: ({ address, chainId, cursor }) =>
      http.get<AccountHistoryResponse>(accountHistoryPath(address), { params: { chainId, cursor } }),
    getAccountNfts: (address, chainId) =>
      http.get<AccountNftsResponse>(accountNftsPath(address), { params: { chainId } }),
    getIdentity: (address, chainId) =>
      http.get<IdentityResponse>(cloudPaths.identity(address), { params: { sender: address, chainId } }),
    getNameProfile: (name) =>
      http.get<NameProfile>(cloudPaths.profileAccount(name), { params: { apiVersion: '2' } }),
  };
}
