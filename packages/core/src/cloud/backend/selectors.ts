import type { AccountTab } from '../../connected/account/accountTabs.js';
import { accountTabs } from '../../connected/account/accountTabs.js';
import type { PorticoState } from '../../instance/porticoState.js';

const localTabs: readonly AccountTab[] = ['Tokens'];

/** The Account view's tabs: all three with Portico Cloud; only Tokens without (NFTs and activity need it). */
export const selectAccountTabs = (state: PorticoState): readonly AccountTab[] =>
  state.backend.cloud ? accountTabs : localTabs;

/**
 * Whether the Tokens tab shows the fiat total: only with Portico Cloud, which prices tokens. Without it the
 * total is hidden, not shown as $0.00.
 */
export const selectShowsTokenTotal = (state: PorticoState): boolean => state.backend.cloud;

/** Whether Send resolves a typed name (eip155, through Portico Cloud); without a cloud it takes addresses only. */
export const selectResolvesNames = (state: PorticoState): boolean =>
  state.backend.cloud && state.connection.activeNamespace === 'eip155';
