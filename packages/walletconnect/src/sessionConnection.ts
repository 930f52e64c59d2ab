import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isCaipAddress,
  isCaipNetworkId,
  type Network,
} from '@portico/core';
import type { ConnectedAccount, WalletConnection } from '@portico/core/adapters';
import { walletConnectNamespaces } from './servedNamespaces.js';

/** What Portico reads of a WalletConnect session: its namespaces' accounts (CAIP-10) and chains (CAIP-2). */
export interface SessionLike {
  topic: string;
  namespaces: Record<string, { accounts: string[]; chains?: string[] }>;
}

const namespaceOf = (id: string) => id.split(':')[0] as ChainNamespace;
const chainOfAccount = (account: string) => account.split(':').slice(0, 2).join(':');

/** The session's chains in every namespace Portico serves: a namespace's `chains`, else its accounts' chains. */
export function sessionChains(session: SessionLike): CaipNetworkId[] {
  const chains = Object.values(session.namespaces).flatMap(
    (namespace) => namespace.chains ?? namespace.accounts.map(chainOfAccount),
  );
  return [...new Set(chains)].filter(
    (chain): chain is CaipNetworkId =>
      isCaipNetworkId(chain) && walletConnectNamespaces.includes(namespaceOf(chain)),
  );
}

/**
 * The network the session is on per namespace: the one it was last on (`previous`, e.g. before a reload) when
 * the session still has it, else the requested network when the session has it, else the namespace's first
 * session chain.
 */
export function currentChains(
  session: SessionLike,
  requested: readonly Network[],
  previous: Partial<Record<ChainNamespace, CaipNetworkId>> = {},
): Partial<Record<ChainNamespace, CaipNetworkId>> {
  const chains = sessionChains(session);
  const current: Partial<Record<ChainNamespace, CaipNetworkId>> = {};
  for (const chain of chains) {
    const namespace = namespaceOf(chain);
    const wanted = requested.find((network) => network.chainNamespace === namespace)?.caipNetworkId;
    if (current[namespace] === undefined || chain === wanted) current[namespace] = chain;
  }
  for (const chain of Object.values(previous))
    if (chain !== undefined && chains.includes(chain)) current[namespaceOf(chain)] = chain;
  return current;
}

/** The session's accounts on `chain` (CAIP-10, each address once); a key pair's account: eoa. */
export function accountsOn(session: SessionLike, chain: CaipNetworkId): ConnectedAccount[] {
  const accounts = Object.values(session.namespaces)
    .flatMap((namespace) => namespace.accounts)
    .filter((account): account is CaipAddress => isCaipAddress(account) && chainOfAccount(account) === chain);
  return [...new Set(accounts)].map((caipAddress) => ({ caipAddress, type: 'eoa' }));
}

/** The connection a session gives: its accounts on the current network of each namespace, its chains approved. */
export function toWalletConnection(
  connectorId: string,
  session: SessionLike,
  current: Partial<Record<ChainNamespace, CaipNetworkId>>,
): WalletConnection {
  return {
    connectorId,
    accounts: Object.values(current).flatMap((chain) => (chain ? accountsOn(session, chain) : [])),
    caipNetworkIds: current,
    approvedCaipNetworkIds: sessionChains(session),
    supportsAllNetworks: false,
  };
}
