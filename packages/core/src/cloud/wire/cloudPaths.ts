/** The cloud API's paths (Wallet-API service and analytics of §7). */
export const cloudPaths = {
  projectConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
  analyticsConfig: '/getAnalyticsConfig',
  analyticsEvent: '/e',
  supportedChains: '/v1/supported-chains',
  /** §7 Blockchain RPC: JSON-RPC over HTTP POST, `chainId` and `projectId` in the query. */
  rpc: '/v1',
  gasPrice: '/v1/convert/gas-price',
  /** §7 convert API (swaps): GET tokens, quotes, allowance, build-approve; POST build-transaction. */
  swapTokens: '/v1/convert/tokens',
  swapQuotes: '/v1/convert/quotes',
  swapAllowance: '/v1/convert/allowance',
  swapBuildApprove: '/v1/convert/build-approve',
  swapBuildTransaction: '/v1/convert/build-transaction',
  /** §7 on-ramp: GET options and POST quote of a provider, POST the checkout URL (an order), GET an order. */
  onrampOptions: '/v1/onramp/options',
  onrampQuote: '/v1/onramp/quote',
  onrampUrl: '/v1/generators/onrampurl',
  onrampOrder: '/v1/onramp/orders/:orderId',
  /** GET: the name and avatar of an address (`IdentityResponse`). */
  identity: (address: string) => `/v1/identity/${encodeURIComponent(address)}`,
  /** GET: a name's addresses and text records (`NameProfile`). */
  profileAccount: (name: string) => `/v1/profile/account/${encodeURIComponent(name)}`,
  /** GET: the names of an address (`NameProfile[]`). */
  profileReverse: (address: string) => `/v1/profile/reverse/${encodeURIComponent(address)}`,
  /** GET, `:address` being the account's address on the chain of `chainId` (see `accountBalancePath`). */
  accountBalance: '/v1/account/:address/balance',
  fungiblePrice: '/v1/fungible/price',
  /**
   * §7 activity history of an account (`:address`, §7's `{account}`, an EVM address), newest first, paged by
   * `cursor`; the parameter shares its name with the balance route's, as the router needs at one position.
   */
  accountHistory: '/v1/account/:address/history',
  /** GET: the ERC-721 tokens an account (`:address`, an EVM address) holds now on the chain of `chainId`. */
  accountNfts: '/v1/account/:address/nfts',
} as const;

/** `cloudPaths.accountBalance` for one address. */
export const accountBalancePath = (address: string) => `/v1/account/${encodeURIComponent(address)}/balance`;

/** `cloudPaths.accountHistory` for one address. */
export const accountHistoryPath = (address: string) => `/v1/account/${encodeURIComponent(address)}/history`;

/** `cloudPaths.onrampOrder` for one order. */
export const onrampOrderPath = (orderId: string) => `/v1/onramp/orders/${encodeURIComponent(orderId)}`;

/** `cloudPaths.accountNfts` for one address. */
export const accountNftsPath = (address: string) => `/v1/account/${encodeURIComponent(address)}/nfts`;

/**
 * Response header on every API call that passed the origin check: `verified` when the request's Origin
 * matched the project's allowlist, `unverified` when the project has no origins configured (the modal
 * shows 'Unverified domain'). Absent when the request carried no Origin.
 */
export const domainStatusHeader = 'x-portico-domain-status';
export type DomainStatus = 'verified' | 'unverified';

/** The token part of a `FungibleId` that names the chain's native coin. */
export const nativeTokenAddress = 'native';
