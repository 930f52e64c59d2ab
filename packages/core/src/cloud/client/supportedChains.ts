import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { SupportedChainsResponse } from '../wire/chainData.js';
import type { ChainDataClient } from './chainDataClient.js';

export interface SupportedChains {
  /** Whether the chain-data API serves the network (§7, checked before each chain-data call). */
  serves(chainId: CaipNetworkId): Promise<boolean>;
}

/** §7 GET /v1/supported-chains, asked once for the instance; a failed answer is asked again next time. */
export function createSupportedChains(client: Pick<ChainDataClient, 'getSupportedChains'>): SupportedChains {
  let answer: Promise<SupportedChainsResponse> | undefined;
  return {
    async serves(chainId) {
      answer ??= client.getSupportedChains().catch((error: unknown) => {
        answer = undefined;
        throw error;
      });
      const { http } = await answer;
      return Array.isArray(http) && http.includes(chainId);
    },
  };
}
