import { type CaipNetworkId, rpcErrorCodes } from '@portico/core';
import { type ConnectedAccount, rpcErrorCode, type WalletConnection } from '@portico/core/adapters';
import { type EIP1193Provider, getAddress, type Hex, hexToNumber } from 'viem';

/** An injected wallet's accounts are externally owned keys: `eoa` (§9's smartAccount default is the embedded wallet's). */
export function toConnectedAccounts(addresses: readonly string[], chainId: number): ConnectedAccount[] {
  return addresses.map((address) => ({
    caipAddress: `eip155:${chainId}:${getAddress(address)}`,
    type: 'eoa',
  }));
}

export function toCaipNetworkId(chainIdHex: string): CaipNetworkId {
  return `eip155:${hexToNumber(chainIdHex as Hex)}`;
}

/** What an injected wallet connection is: its accounts on the chain it is on, any network allowed. */
export function toWalletConnection(
  connectorId: string,
  addresses: readonly string[],
  chainIdHex: string,
): WalletConnection {
  const caipNetworkId = toCaipNetworkId(chainIdHex);
  return {
    connectorId,
    accounts: toConnectedAccounts(addresses, hexToNumber(chainIdHex as Hex)),
    caipNetworkIds: { eip155: caipNetworkId },
    supportsAllNetworks: true,
  };
}

/** Asks for the accounts and the chain (`eth_requestAccounts` prompts; `eth_accounts` never does). */
export async function readWallet(
  provider: EIP1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts',
): Promise<{ accounts: readonly string[]; chainIdHex: string }> {
  const accounts = (await provider.request({ method })) as readonly string[];
  const chainIdHex = await provider.request({ method: 'eth_chainId' });
  return { accounts, chainIdHex };
}

/** EIP-2255: MetaMask and others forget the site's permission; wallets without it answer 4200 or -32601. */
export async function revokePermissions(provider: EIP1193Provider): Promise<'revoked' | 'unsupported'> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    return 'revoked';
  } catch (error) {
    const code = rpcErrorCode(error);
    if (code === rpcErrorCodes.unsupportedMethod || code === rpcErrorCodes.methodNotFound)
      return 'unsupported';
    throw error;
  }
}
