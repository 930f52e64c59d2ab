import { Window } from 'happy-dom';

/**
 * Gives a Node test file a browser window for the Wallet Standard registry's events. The DOM test
 * environments can't be used here: they load the devnet as browser code, where its native LiteSVM doesn't load.
 */
export function installWindow(): Window {
  const window = new Window({ url: 'http://127.0.0.1/' });
  Object.assign(globalThis, { window, Event: window.Event, CustomEvent: window.CustomEvent });
  return window;
}
