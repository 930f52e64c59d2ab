import { constants } from '@portico/core';
import {
  AccountAddressParams,
  BalanceQuery,
  type BalanceResponse,
  chainDataMessages,
  cloudPaths,
  FungiblePriceBody,
  type FungiblePriceResponse,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { sendCloudError } from '../edge/index.js';
import { createChainRegistry } from '../rpc/chainRegistry.js';
import { isAccountAddress } from './accountAddress.js';
import { type AccountBalances, readAccountBalances } from './accountBalances.js';
import { createBalanceCache } from './balanceCache.js';
import { createCoinGeckoPrices } from './coinGeckoPrices.js';
import { decimalToNumber, type ExactDecimal } from './exactDecimal.js';
import { createLocalPrices } from './localPrices.js';
import type { PriceProvider, PriceSourceConfig } from './priceProvider.js';
import { type ChainToken, canonicalAddress, chainTokens } from './tokenList.js';

const balanceNamespaces: readonly string[] = constants.chainSupport.balance;

/** The configured price source; one per cloud, shared by the balances and the convert API (one cache, one rate). */
export function createPriceProvider(config: PriceSourceConfig): PriceProvider {
  return config.provider === 'local' ? createLocalPrices(config) : createCoinGeckoPrices(config);
}

/**
 * §7 balances and prices: GET /v1/account/{address}/balance reads the account's native and listed token
 * balances from the chain's upstreams and prices them, cached per account and chain; POST /v1/fungible/price
 * prices listed tokens by `FungibleId`.
 */
export async function balanceRoutes(
  api: FastifyInstance,
  { config, upstreamTimers, prices }: CloudPluginOptions & { prices: PriceProvider },
): Promise<void> {
  const { tokens: lists, cacheTtlMs, maxCachedAccounts } = config.balances;
  const chains = createChainRegistry(config.rpc, upstreamTimers);
  api.addHook('onClose', () => chains.close());
  const tokensByChain = new Map(
    Object.entries(lists).map(([chainId, list]) => [chainId, chainTokens(chainId, list)]),
  );
  const tokensById = new Map([...tokensByChain.values()].flat().map((token) => [token.id, token]));
  const cache = createBalanceCache<AccountBalances>(cacheTtlMs, maxCachedAccounts);

  api.get<{ Params: AccountAddressParams; Querystring: BalanceQuery }>(
    cloudPaths.accountBalance,
    { schema: { params: AccountAddressParams, querystring: BalanceQuery } },
    async (request, reply): Promise<BalanceResponse | undefined> => {
      const { chainId, currency = 'usd', forceUpdate } = request.query;
      const { address } = request.params;
      const namespace = chainId.split(':')[0] ?? '';
      const chain = chains.get(chainId);
      const tokens = tokensByChain.get(chainId);
      if (!balanceNamespaces.includes(namespace) || chain === undefined || tokens === undefined) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          `${chainDataMessages.UNSUPPORTED_CHAIN}: ${chainId}`,
        );
      }
      if (!isAccountAddress(namespace, address)) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          `'${address}' is not an account address on ${chainId}`,
        );
      }
      const key = `${currency}|${chainId}|${canonicalAddress(chainId, address)}`;
      const cached = forceUpdate === 'true' ? undefined : cache.get(key);
      if (cached !== undefined) return { balances: cached.balances };
      try {
        const read = await readAccountBalances(chain, address, tokens, prices, currency, (error) =>
          request.log.warn(
            { err: error, chainId },
            'balances: the price source failed; serving them unpriced',
          ),
        );
        // Unpriced balances are not kept: the next request tries the price source again.
        if (read.priced) cache.set(key, read);
        return { balances: read.balances };
      } catch (error) {
        request.log.warn({ err: error, chainId }, 'balances: the chain read failed');
        return sendCloudError(reply, 502, 'SERVER_ERROR', `The balances on ${chainId} cannot be read now`);
      }
    },
  );

  api.post<{ Body: FungiblePriceBody; Querystring: SdkQuery }>(
    cloudPaths.fungiblePrice,
    { schema: { querystring: SdkQuery, body: FungiblePriceBody } },
    async (request, reply): Promise<FungiblePriceResponse | undefined> => {
      const { currency, addresses, projectId } = request.body;
      if (projectId !== request.query.projectId) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          'body/projectId differs from the projectId of the query',
        );
      }
      const asked = addresses.flatMap((id) => {
        const split = id.lastIndexOf(':');
        const chainId = id.slice(0, split);
        const token = tokensById.get(`${chainId}:${canonicalAddress(chainId, id.slice(split + 1))}`);
        return token === undefined ? [] : [{ id, token }];
      });
      let found: Map<string, ExactDecimal>;
      try {
        found = await prices.prices(unique(asked.map(({ token }) => token)), currency);
      } catch (error) {
        request.log.warn({ err: error }, 'fungible price: the price source failed');
        return sendCloudError(reply, 502, 'SERVER_ERROR', 'The price source is unavailable');
      }
      const fungibles = asked.flatMap(({ id, token }) => {
        const price = found.get(token.id);
        if (price === undefined) return [];
        const icon = token.iconUrl === undefined ? {} : { iconUrl: token.iconUrl };
        return [
          { address: id, name: token.name, symbol: token.symbol, ...icon, price: decimalToNumber(price) },
        ];
      });
      return { fungibles };
    },
  );
}

const unique = (tokens: ChainToken[]) => [...new Map(tokens.map((token) => [token.id, token])).values()];
