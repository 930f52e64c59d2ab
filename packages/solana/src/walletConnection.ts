import type { Network } from '@portico/core';
import type { ConnectedAccount, WalletConnection } from '@portico/core/adapters';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { toSolanaCaipAddress } from './solanaAddress.js';
import { supportedNetworks } from './walletChains.js';

const isSolanaChain = (chain: string) => chain.startsWith('solana:');

/** Whether the wallet can connect to Solana dApps: it lists a Solana chain and has `standard:connect`. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) && 'standard:connect' in wallet.features;
}

/** The addresses of the wallet's Solana accounts, in the wallet's order. */
export function solanaAddresses(accounts: readonly WalletAccount[]): string[] {
  return accounts
    .filter((account) => account.chains.length === 0 || account.chains.some(isSolanaChain))
    .map((account) => account.address);
}

/** The Solana accounts as CAIP-10 addresses on `network` (a Wallet Standard account is a key pair: eoa). */
export function toConnectedAccounts(addresses: readonly string[], network: Network): ConnectedAccount[] {
  return addresses.map((address) => ({ caipAddress: toSolanaCaipAddress(address, network), type: 'eoa' }));
}

/**
 * The connection of a Wallet Standard wallet on `network`: the dApp's cluster the wallet serves. The
 * wallet approved the configured networks it lists, and cannot be asked for another (no switching).
 */
export function toWalletConnection(params: {
  connectorId: string;
  wallet: Wallet;
  addresses: readonly string[];
  network: Network;
  configured: readonly Network[];
}): WalletConnection {
  const { connectorId, wallet, addresses, network, configured } = params;
  return {
    connectorId,
    accounts: toConnectedAccounts(addresses, network),
    caipNetworkIds: { solana: network.caipNetworkId },
    approvedCaipNetworkIds: supportedNetworks(wallet.chains, configured).map(
      ({ caipNetworkId }) => caipNetworkId,
    ),
    supportsAllNetworks: false,
  };
}
