import type { Analytics } from '../../cloud/analytics/analytics.js';
import type { CloudClient } from '../../cloud/client/cloudClient.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import type { Runtime } from '../../instance/runtime.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { followModal } from './followModal.js';
import type { ImageLoader } from './imagePreload.js';
import { startLocalWalletList } from './localWalletList.js';
import { createWalletListActions, type WalletListActions } from './walletListActions.js';

export type StartedWalletList = Pick<WalletListActions, 'fetchWallets' | 'searchWallets'>;

export interface WalletListStart {
  rt: Runtime;
  client: CloudClient | undefined;
  analytics: Analytics | undefined;
  loadImage: ImageLoader | undefined;
  loadSnapshot: PorticoOptions['loadRegistrySnapshot'];
  showAlert(code: AlertCode): void;
  clearAlert(code: AlertCode): void;
}

/**
 * The wallet list, started: Portico Cloud's registry, or without a cloud the registry snapshot shipped with core.
 * Either way the Connect view's wallets are asked for at once.
 */
export function startWalletList(start: WalletListStart): StartedWalletList {
  const { rt, client, analytics, loadImage, showAlert, clearAlert } = start;
  if (!client)
    return startLocalWalletList(rt, { showAlert, clearAlert, loadImage, loadSnapshot: start.loadSnapshot });
  const wallets = createWalletListActions({
    showAlert,
    clearAlert,
    client,
    options: rt.options,
    get: rt.get,
    set: rt.set,
    later: rt.later,
    logger: rt.options.logger,
    loadImage,
    onSearch: (query) => void analytics?.sendEvent({ event: 'SEARCH_WALLET', properties: { search: query } }),
  });
  followModal(rt, wallets);
  return { fetchWallets: wallets.fetchWallets, searchWallets: wallets.searchWallets };
}
