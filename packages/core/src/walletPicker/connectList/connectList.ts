import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import { constants } from '../../shared/constants.js';
import type { CustomWallet, RecentWallet } from './types.js';

/** §9 connector order: the kinds of rows of the Connect view's wallet list. */
export type ConnectListKind = (typeof constants.defaults.connectorOrder)[number];

/** One row of the wallet list: a wallet, with its connectors in every namespace it serves. */
export interface ConnectListItem {
  kind: ConnectListKind;
  id: string;
  name: string;
  imageUrl?: string;
  connectors: readonly Connector[];
  /** §3 MULTI_CHAIN: the wallet's connectors serve several namespaces (set only then). */
  type?: 'MULTI_CHAIN';
  /** Set for a custom wallet (it has no connector until the dApp or a registry flow connects it). */
  wallet?: CustomWallet;
}

export interface ConnectListInput {
  connectors: readonly Connector[];
  /** Namespaces of the configured networks: connectors of other namespaces are filtered out (§4). */
  namespaces: readonly ChainNamespace[];
  recentWallets: readonly RecentWallet[];
  customWallets: readonly CustomWallet[];
  excludeWalletIds: readonly string[];
}

/** The id a connector is known by in the wallet registry and in recent wallets. */
export function walletId(connector: Connector): string {
  return connector.explorerId ?? connector.id;
}

function matchesRecent(connector: Connector, recent: RecentWallet): boolean {
  return recent.id === walletId(connector) || (!!recent.rdns && recent.rdns === connector.info?.rdns);
}

function kindOf(connector: Connector): ConnectListKind {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect';
  if (connector.type === 'EXTERNAL') return 'external';
  return 'injected';
}

/**
 * Whether `connector` is the wallet of a row's `member` in another namespace (an extension announcing EVM
 * through EIP-6963 and Solana through the Wallet Standard): the same rdns when both have one, else the same
 * name in a namespace the row does not serve yet.
 */
function sameWallet(connector: Connector, row: ConnectListItem): boolean {
  return row.connectors.some((member) => {
    if (kindOf(member) !== kindOf(connector)) return false;
    const [rdns, memberRdns] = [connector.info?.rdns, member.info?.rdns];
    if (rdns && memberRdns) return rdns === memberRdns;
    return (
      member.name.toLowerCase() === connector.name.toLowerCase() &&
      row.connectors.every(({ chain }) => chain !== connector.chain)
    );
  });
}

/**
 * The Connect view's wallet list in the §9 order (walletConnect, recent, injected, featured, custom, external,
 * recommended). The auth connector is not a row (it is the email and social rows). Featured and recommended
 * rows come from the wallet registry.
 */
export function connectList(input: ConnectListInput): ConnectListItem[] {
  const groups: ConnectListItem[] = [];
  for (const connector of input.connectors) {
    if (connector.type === 'AUTH' || !input.namespaces.includes(connector.chain)) continue;
    if (input.excludeWalletIds.includes(walletId(connector))) continue;
    const index = groups.findIndex((group) => sameWallet(connector, group));
    const group = groups[index];
    if (group) {
      const connectors = [...group.connectors, connector];
      const multiChain = connectors.some(({ chain }) => chain !== connector.chain);
      groups[index] = { ...group, ...(multiChain ? { type: 'MULTI_CHAIN' } : {}), connectors };
    } else {
      const recentIndex = input.recentWallets.findIndex((recent) => matchesRecent(connector, recent));
      const kind = recentIndex >= 0 && kindOf(connector) === 'injected' ? 'recent' : kindOf(connector);
      groups.push({
        kind,
        id: walletId(connector),
        name: connector.name,
        imageUrl: connector.imageUrl ?? connector.info?.icon,
        connectors: [connector],
      });
    }
  }
  const custom: ConnectListItem[] = input.customWallets
    .filter((wallet) => !input.excludeWalletIds.includes(wallet.id))
    .map((wallet) => ({
      kind: 'custom',
      id: wallet.id,
      name: wallet.name,
      imageUrl: wallet.imageUrl,
      connectors: [],
      wallet,
    }));
  const order: readonly string[] = constants.defaults.connectorOrder;
  const recentRank = (item: ConnectListItem) =>
    item.kind === 'recent'
      ? input.recentWallets.findIndex((recent) => item.connectors.some((c) => matchesRecent(c, recent)))
      : 0;
  // Array.prototype.sort is stable: within a kind, adapters' discovery order is kept (recent: most recent first).
  return [...groups, ...custom].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || recentRank(a) - recentRank(b),
  );
}
