import type { OpenOptions, Route } from '../dialog/types.js';

export interface OpenContext {
  manualWCControl: boolean;
  adapterCount: number;
  /** Whether the active namespace has a connected address. */
  connected: boolean;
  isMobile: boolean;
}

/**
 * The view `open()` shows: rules 2–5 of §2, in order (rule 1, the namespace switch, happens before).
 * 2. manual wallet-connect control, or no adapters and no address → AllWallets on mobile, else
 *    ConnectingWalletConnectBasic; 3. an explicit view; 4. connected → Account; 5. Connect.
 */
export function openRoute(options: OpenOptions | undefined, context: OpenContext): Route {
  if (context.manualWCControl || (context.adapterCount === 0 && !context.connected)) {
    return { view: context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic', data: undefined };
  }
  if (options?.view) return { view: options.view, data: options.data } as Route;
  if (context.connected) return { view: 'Account', data: undefined };
  return { view: 'Connect', data: undefined };
}
