import type { AccountHistoryQuery, CloudClient } from '@portico/core';

type HistoryPage = Awaited<ReturnType<CloudClient['getAccountHistory']>>;
type HistoryTransaction = HistoryPage['data'][number];

/** A received USDC transfer mined at `minedAt` on `chain`. */
export function receivedUsdc(id: string, minedAt: string, chain = 'eip155:31337'): HistoryTransaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    },
    transfers: [{ quantity: { numeric: '10' }, fungible_info: { symbol: 'USDC' }, direction: 'in' }],
  };
}

/**
 * A cloud client serving the devnet chains and a history in pages keyed by cursor ('' for the first);
 * every other call never settles. It records the history queries.
 */
export function fakeHistoryClient(pages: Record<string, HistoryPage>) {
  const queries: AccountHistoryQuery[] = [];
  const never = () => new Promise<never>(() => {});
  const client: CloudClient = {
    getWallets: never,
    walletImageUrl: (id) => `https://cloud.test/getWalletImage/${id}`,
    getProjectConfig: never,
    getAllowedOrigins: async () => [],
    getAnalyticsConfig: async () => ({ isAnalyticsEnabled: false }),
    sendEvent: async () => {},
    getSupportedChains: async () => ({ http: ['eip155:31337', 'eip155:31338'], ws: [] }),
    getAccountBalance: async () => ({ balances: [] }),
    getAccountNfts: async () => ({ nfts: [] }),
    getIdentity: async () => ({ name: null, avatar: null }),
    getNameProfile: never,
    getSwapTokens: never,
    getSwapQuotes: never,
    getSwapAllowance: never,
    buildSwapApprove: never,
    buildSwapTransaction: never,
    getGasPrice: never,
    getOnrampOptions: never,
    getOnrampQuote: never,
    createOnrampUrl: never,
    getOnrampOrder: never,
    getOnrampHistory: never,
    getSiwxNonce: never,
    createSiwxSession: never,
    getSiwxSessions: never,
    revokeSiwxSession: never,
    async getAccountHistory(query) {
      queries.push(query);
      const page = pages[query.cursor ?? ''];
      if (!page) throw new Error(`no page at cursor ${query.cursor}`);
      return page;
    },
  };
  return { client, queries };
}
