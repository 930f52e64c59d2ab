import { Window } from 'happy-dom';

/**
 * Gives a Node test file a browser window (EIP-6963 events, `window.ethereum`, localStorage). The DOM test
 * environments can't be used here: they load the devnet as browser code, where its artifact files don't resolve.
 */
export function installWindow(): void {
  const window = new Window({ url: 'http://127.0.0.1/' });
  Object.assign(globalThis, {
    window,
    Event: window.Event,
    CustomEvent: window.CustomEvent,
    localStorage: window.localStorage,
  });
}
