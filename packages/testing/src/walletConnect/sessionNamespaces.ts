import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import type { WalletConnectNamespace } from './types.js';

/** The methods the wallet answers per namespace (spec §9's per-namespace lists, as the connector requests them). */
export const walletConnectMethods = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
} as const satisfies Record<WalletConnectNamespace, readonly string[]>;

export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const;

/** What the wallet offers in one namespace now: its chains (the current one first) and its current account. */
export interface OfferedNamespace {
  chains: readonly string[];
  address: string;
}

export type Offer = Partial<Record<WalletConnectNamespace, OfferedNamespace>>;

function supportedNamespace(namespace: WalletConnectNamespace, { chains, address }: OfferedNamespace) {
  return {
    chains: [...chains],
    methods: [...walletConnectMethods[namespace]],
    events: [...walletConnectEvents],
    accounts: chains.map((chain) => `${chain}:${address}`),
  };
}

/**
 * The namespaces the wallet approves for a proposal: the requested chains it has, the requested methods and
 * events it supports, its current account on each. Throws when a required namespace or chain is missing, or
 * when nothing requested is offered.
 */
export function approvedNamespaces(proposal: ProposalTypes.Struct, offer: Offer): SessionTypes.Namespaces {
  const supportedNamespaces = Object.fromEntries(
    Object.entries(offer).map(([namespace, offered]) => [
      namespace,
      supportedNamespace(namespace as WalletConnectNamespace, offered),
    ]),
  );
  const namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces });
  if (Object.keys(namespaces).length === 0) throw new Error('The proposal requests no chain the wallet has');
  return namespaces;
}

/**
 * A session's namespace moved to the wallet's offer: every chain's account is the current one, and `addChain`
 * joins the chains when missing. Methods and events stay as approved.
 */
export function updatedNamespace(
  approved: SessionTypes.Namespace,
  offered: OfferedNamespace,
  addChain?: string,
): SessionTypes.Namespace {
  const chains = [...new Set([...(approved.chains ?? []), ...(addChain === undefined ? [] : [addChain])])];
  return { ...approved, chains, accounts: chains.map((chain) => `${chain}:${offered.address}`) };
}
