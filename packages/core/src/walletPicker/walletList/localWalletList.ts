import type { Runtime } from '../../instance/runtime.js';
import { followModal } from './followModal.js';
import { createLocalRegistry, type LoadSnapshot } from './localRegistry.js';
import { createWalletListActions, type WalletListActions, type WalletListEnv } from './walletListActions.js';

export type LocalWalletListEnv = Pick<WalletListEnv, 'loadImage' | 'showAlert' | 'clearAlert'> & {
  /** The registry snapshot; by default the chunk shipped with core. */
  loadSnapshot?: LoadSnapshot | undefined;
};

/**
 * The wallet list of a dApp without Portico Cloud: the same actions as with the cloud (§9 pages of 40,
 * searches of 100 after 300 ms, featured and recommended wallets, include/exclude and chain filters) over
 * the registry snapshot. It loads right after start, as the cloud's list is asked for then; a failed load
 * shows its alert and is retried as a failed cloud request is. No analytics: searches are not reported.
 */
export function startLocalWalletList(
  rt: Pick<Runtime, 'options' | 'get' | 'set' | 'later' | 'store'>,
  env: LocalWalletListEnv,
): Pick<WalletListActions, 'fetchWallets' | 'searchWallets'> {
  const wallets = createWalletListActions({
    ...env,
    client: createLocalRegistry(rt.options.logger, env.loadSnapshot),
    options: rt.options,
    get: rt.get,
    set: rt.set,
    later: rt.later,
    logger: rt.options.logger,
    onSearch: () => {},
  });
  followModal(rt, wallets);
  return { fetchWallets: wallets.fetchWallets, searchWallets: wallets.searchWallets };
}
