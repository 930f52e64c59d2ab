import { PorticoError } from '../../shared/errors/PorticoError.js';
import { createHttpClient } from '../../shared/http/httpClient.js';
import type { BalanceResponse } from '../wire/balances.js';
import type { GasPriceResponse, SupportedChainsResponse } from '../wire/chainData.js';
import {
  accountBalancePath,
  accountHistoryPath,
  accountNftsPath,
  cloudPaths,
  type DomainStatus,
  domainStatusHeader,
  onrampOrderPath,
} from '../wire/cloudPaths.js';
import type {
  SwapAllowanceResponse,
  SwapBuildApproveResponse,
  SwapBuildTransactionResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '../wire/convert.js';
import type { AccountHistoryResponse } from '../wire/history.js';
import type { IdentityResponse, NameProfile } from '../wire/names.js';
import type { AccountNftsResponse } from '../wire/nfts.js';
import type {
  OnrampOptionsResponse,
  OnrampOrderResponse,
  OnrampQuote,
  OnrampUrlResponse,
} from '../wire/onramp.js';
import { registryPaths, type WalletPage } from '../wire/registryQuery.js';
import type { AnalyticsConfigResponse, ProjectConfigResponse } from '../wire/remoteConfig.js';
import type { SdkQuery } from '../wire/sdkQuery.js';
import type { SiwxNonceResponse, SiwxSessionResponse, SiwxSessionsResponse } from '../wire/siwx.js';
import { siwxPaths } from '../wire/siwxPaths.js';
import type { WalletsQueryString } from '../wire/walletsQueryString.js';
import type { AnalyticsClient } from './analyticsClient.js';
import type { ChainDataClient } from './chainDataClient.js';
import { cloudStatus } from './cloudAlert.js';
import { cloudParams } from './cloudParams.js';
import type { ConvertClient } from './convertClient.js';
import type { OnrampClient } from './onrampClient.js';
import type { ProjectClient } from './projectClient.js';
import type { RegistryClient } from './registryClient.js';
import type { SiwxClient } from './siwxClient.js';

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
 * maps them to the §8 alert. Each feature talks to the part it needs.
 */
export interface CloudClient
  extends RegistryClient,
    ProjectClient,
    AnalyticsClient,
    ChainDataClient,
    ConvertClient,
    OnrampClient,
    SiwxClient {}

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
    defaultParams: cloudParams(options),
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
        } satisfies Omit<WalletsQueryString, keyof SdkQuery>,
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
    getOnrampHistory: (address, provider) =>
      http.get<AccountHistoryResponse>(accountHistoryPath(address), { params: { onramp: provider } }),
    getAccountNfts: (address, chainId) =>
      http.get<AccountNftsResponse>(accountNftsPath(address), { params: { chainId } }),
    getIdentity: (address, chainId) =>
      http.get<IdentityResponse>(cloudPaths.identity(address), { params: { sender: address, chainId } }),
    getNameProfile: (name) =>
      http.get<NameProfile>(cloudPaths.profileAccount(name), { params: { apiVersion: '2' } }),
    getSwapTokens: (chainId) => http.get<SwapTokensResponse>(cloudPaths.swapTokens, { params: { chainId } }),
    getSwapQuotes: (query) => http.get<SwapQuotesResponse>(cloudPaths.swapQuotes, { params: { ...query } }),
    getSwapAllowance: (tokenAddress, userAddress) =>
      http.get<SwapAllowanceResponse>(cloudPaths.swapAllowance, { params: { tokenAddress, userAddress } }),
    buildSwapApprove: (query) =>
      http.get<SwapBuildApproveResponse>(cloudPaths.swapBuildApprove, { params: { ...query } }),
    buildSwapTransaction: (body) =>
      http.post<SwapBuildTransactionResponse>(cloudPaths.swapBuildTransaction, {
        body: { ...body, projectId: options.projectId },
      }),
    getGasPrice: (chainId) => http.get<GasPriceResponse>(cloudPaths.gasPrice, { params: { chainId } }),
    getOnrampOptions: (provider) =>
      http.get<OnrampOptionsResponse>(cloudPaths.onrampOptions, { params: { provider } }),
    getOnrampQuote: (body) => http.post<OnrampQuote>(cloudPaths.onrampQuote, { body }),
    createOnrampUrl: (body) => http.post<OnrampUrlResponse>(cloudPaths.onrampUrl, { body }),
    getOnrampOrder: (orderId) => http.get<OnrampOrderResponse>(onrampOrderPath(orderId)),
    getSiwxNonce: () => http.get<SiwxNonceResponse>(siwxPaths.nonce),
    createSiwxSession: (body) => http.post<SiwxSessionResponse>(siwxPaths.sessions, { body }),
    getSiwxSessions: (address, chainId) =>
      http.get<SiwxSessionsResponse>(siwxPaths.addressSessions(address), { params: { chainId } }),
    async revokeSiwxSession(address, body) {
      await http.post(siwxPaths.revoke(address), { body });
    },
  };
}
