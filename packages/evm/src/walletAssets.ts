import type { Network, TokenBalance } from '@portico/core';
import { tokenBalancesOfAssets, type WalletAsset } from '@portico/core/adapters';
import { numberToHex } from 'viem';

type Capabilities = Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>;

/**
 * §7: when the wallet's EIP-5792 capabilities report asset discovery on the network, its EIP-7811 wallet_getAssets
 * answer as the account's token balances; undefined when it has none (a wallet without EIP-5792 included).
 */
export async function readWalletAssets(
  ask: <T>(request: { method: string; params?: readonly unknown[] }) => Promise<T>,
  address: string,
  network: Network,
  /** Told why a wallet answered no capabilities (core's logger at debug level). */
  onNoCapabilities: (error: unknown) => void,
): Promise<TokenBalance[] | undefined> {
  const chain = numberToHex(Number(network.id));
  // EIP-5792 is optional: an injected wallet without it answers 4200 or -32601, a WalletConnect session refuses a
  // method it did not approve. A wallet that cannot say it has asset discovery has none here, and the chain-data
  // API answers instead.
  const capabilities = await ask<Capabilities>({
    method: 'wallet_getCapabilities',
    params: [address, [chain]],
  }).catch((error: unknown): Capabilities => {
    onNoCapabilities(error);
    return {};
  });
  if (capabilities[chain]?.assetDiscovery?.supported !== true) return undefined;
  const assets = await ask<Record<string, WalletAsset[]>>({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chain] }],
  });
  return tokenBalancesOfAssets(assets[chain] ?? [], network.caipNetworkId);
}
