import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { BalanceResponse } from '../wire/balances.js';
import type { SupportedChainsResponse } from '../wire/chainData.js';
import type { AccountHistoryResponse } from '../wire/history.js';
import type { IdentityResponse, NameProfile } from '../wire/names.js';
import type { AccountNftsResponse } from '../wire/nfts.js';

/** §7 the chain-data API: the networks it serves, an account's balances, history, NFTs, identity and names. */
export interface ChainDataClient {
  /** §7 GET /v1/supported-chains: the networks the chain-data API serves. */
  getSupportedChains(): Promise<SupportedChainsResponse>;
  /** §7 GET /v1/account/{address}/balance in USD; `forceUpdate` reads the chain even when the cloud has a fresh answer. */
  getAccountBalance(address: string, chainId: CaipNetworkId, forceUpdate?: boolean): Promise<BalanceResponse>;
  /** GET /v1/account/{address}/history: one page of the account's transactions on `chainId`. */
  getAccountHistory(query: AccountHistoryQuery): Promise<AccountHistoryResponse>;
  /** GET /v1/account/{address}/history?onramp=: the newest page of the account's on-ramp orders with `provider`. */
  getOnrampHistory(address: string, provider: string): Promise<AccountHistoryResponse>;
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
