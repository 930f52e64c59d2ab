import { Window } from 'happy-dom';
import type { createWalletStandardConnector } from '../walletStandardConnector.js';

/**
 * Gives a Node test file a browser window for the Wallet Standard registry's events. The DOM test
 * environments can't be used here: they load the devnet as browser code, where its native LiteSVM doesn't load.
 */
function installWindow(): Window {
  const window = new Window({ url: 'http://127.0.0.1/' });
  Object.assign(globalThis, { window, Event: window.Event, CustomEvent: window.CustomEvent });
  return window;
}

/**
 * Installs the window, then loads the Wallet Standard source: `@wallet-standard/app`'s app-ready event is a
 * subclass of the window's Event, so the window must exist before that module loads.
 */
export async function loadConnectorInWindow(): Promise<typeof createWalletStandardConnector> {
  installWindow();
  return (await import('../walletStandardConnector.js')).createWalletStandardConnector;
}
