import type { Network } from '../../domain/networks/network.js';
import { formatBalance } from '../../shared/format/balance.js';

/**
 * §5 "Testnet or unsupported-chain balance shows 0.00": such a balance is not fetched. An unsupported network
 * also gets §8 'Token Balance Unavailable'.
 */
export function balancePolicy(network: Network, supported: boolean): 'fetch' | 'zero' | 'unavailable' {
  if (!supported) return 'unavailable';
  return network.testnet ? 'zero' : 'fetch';
}

/** The balance as shown: §5 rounded down to 3 decimals; 0.00 on a testnet or an unsupported chain. */
export function displayBalance(balance: string | undefined, network: Network, supported: boolean): string {
  return balancePolicy(network, supported) === 'fetch' ? formatBalance(balance) : '0.00';
}
