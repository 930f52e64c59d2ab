import {
  type CaipNetworkId,
  type ChainNamespace,
  formatCaipAddress,
  type Network,
  parseCaipNetworkId,
} from '@portico/core';
import type {
  ConnectedAccount,
  EmbeddedUser,
  SwitchableAccountType,
  WalletConnection,
} from '@portico/core/adapters';
import { embeddedConnectorId } from './connectorId.js';

/** The namespaces the embedded wallet serves: the ones the dApp configured of eip155 and solana. */
export function servedNamespaces(networks: readonly Network[]): ChainNamespace[] {
  const configured = (['eip155', 'solana'] as const).filter((namespace) =>
    networks.some((network) => network.chainNamespace === namespace),
  );
  return configured.length > 0 ? configured : ['eip155', 'solana'];
}

/** The network a connection starts on in `namespace`: the one core asked for, else the first configured. */
export function startNetwork(
  namespace: ChainNamespace,
  asked: readonly Network[],
  configured: readonly Network[],
): CaipNetworkId | undefined {
  const inNamespace = (network: Network) => network.chainNamespace === namespace;
  return (asked.find(inNamespace) ?? configured.find(inNamespace))?.caipNetworkId;
}

/** The configured network the frame says it is on (GET_CHAIN_ID: CAIP-2, or an EVM chain's number). */
export function frameNetwork(chainId: string | number, configured: readonly Network[]): Network | undefined {
  const caipNetworkId = /^\d+$/.test(String(chainId)) ? `eip155:${chainId}` : String(chainId);
  return configured.find((network) => network.caipNetworkId === caipNetworkId);
}

/** The eip155 account the wallet uses: its smart account when that is the preferred type, else its EOA. */
export interface Eip155Account {
  address: string;
  type: SwitchableAccountType;
}

/**
 * The eip155 account in use by the frame's User (§3): the SMART_ACCOUNT of its accounts when its preferred type is
 * smartAccount (an ERC-4337 account's own address, or the EOA's for an EIP-7702 delegation), else its address.
 */
export function eip155AccountInUse(user: EmbeddedUser): Eip155Account {
  const smart = user.accounts.find((account) => account.type === 'SMART_ACCOUNT');
  if (user.preferredAccountType === 'smartAccount' && smart)
    return { address: smart.address, type: 'smartAccount' };
  return { address: user.address, type: 'eoa' };
}

interface FollowedWallet {
  user: EmbeddedUser;
  eip155Account: Eip155Account;
}

/**
 * The user and eip155 account after a type switch or a network change (an ERC-4337 smart account has its own address
 * on each network), kept when `wallet` is still the `live` one: whether the address changed.
 */
export function followAccount(
  wallet: FollowedWallet,
  user: EmbeddedUser,
  account: Eip155Account,
  live: FollowedWallet | undefined,
): boolean {
  const previous = wallet.eip155Account.address;
  if (live === wallet) Object.assign(wallet, { user, eip155Account: account });
  return account.address.toLowerCase() !== previous.toLowerCase();
}

/** Core's event for the connection's accounts once the eip155 account in use changed address (a network switch). */
export function accountsChanged(
  user: EmbeddedUser,
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>,
  eip155: Eip155Account,
) {
  const { connectorId, accounts } = walletConnection(user, chains, eip155);
  return { type: 'accountsChanged' as const, connectorId, accounts };
}

/** The eip155 account as a CAIP-10 account of `chain`. */
export function eip155ConnectedAccount(account: Eip155Account, chain: CaipNetworkId): ConnectedAccount {
  const { chainNamespace, chainId } = parseCaipNetworkId(chain);
  return { caipAddress: formatCaipAddress(chainNamespace, chainId, account.address), type: account.type };
}

/** The frame's user as a connection: its EVM account in use and Solana address, each on the network it is on now. */
export function walletConnection(
  user: EmbeddedUser,
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>,
  eip155: Eip155Account = eip155AccountInUse(user),
): WalletConnection {
  const accounts = Object.entries(chains).map(([namespace, chain]) => {
    if (namespace === 'eip155') return eip155ConnectedAccount(eip155, chain);
    const { chainNamespace, chainId } = parseCaipNetworkId(chain);
    return {
      caipAddress: formatCaipAddress(chainNamespace, chainId, user.solanaAddress),
      type: 'eoa' as const,
    };
  });
  return {
    connectorId: embeddedConnectorId,
    accounts,
    caipNetworkIds: chains,
    supportsAllNetworks: true,
    ...(user.email ? { auth: { name: user.email } } : {}),
  };
}
