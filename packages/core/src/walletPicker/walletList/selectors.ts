import type { ResolvedPorticoOptions } from '../../instance/porticoOptions.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { createConnectListSelector } from '../connectList/selectors.js';
import type { ListedWallet } from './walletListState.js';
import { allWalletsRows, type WalletRow } from './walletRows.js';

const none: readonly ListedWallet[] = [];
const withoutRegistryRows = { featured: none, recommended: none };

/**
 * The AllWallets rows: connector and custom rows, then the registry's loaded pages, or, while a search is
 * typed, the search results. Stable while its inputs are unchanged.
 */
export function createAllWalletsSelector(
  options: ResolvedPorticoOptions,
): (state: PorticoState) => WalletRow[] {
  const connectRows = createConnectListSelector(options);
  let last: { inputs: readonly unknown[]; rows: WalletRow[] } | undefined;
  return (state) => {
    const { search, wallets } = state.walletList;
    const searching = search.query.trim() !== '';
    const registry = searching ? search.wallets : wallets;
    // The connector and custom rows alone: AllWallets lists featured and recommended wallets as registry rows.
    const list = connectRows({ ...state, walletList: { ...state.walletList, ...withoutRegistryRows } });
    const inputs = [list, registry, search.query];
    if (last?.inputs.every((input, index) => input === inputs[index])) return last.rows;
    const rows = allWalletsRows(list, registry, searching ? search.query : '');
    last = { inputs, rows };
    return rows;
  };
}
