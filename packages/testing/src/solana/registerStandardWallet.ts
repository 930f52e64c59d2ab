import type { Wallet } from '@wallet-standard/base';

/** What an app hands a wallet to register it (`@wallet-standard/app`'s `{ register }`). */
interface WalletsRegistry {
  register(...wallets: Wallet[]): () => void;
}

type RegisterCallback = (api: WalletsRegistry) => void;

const registerWalletEvent = 'wallet-standard:register-wallet';
const appReadyEvent = 'wallet-standard:app-ready';

/**
 * The Wallet Standard's registration, as a wallet extension does it: dispatches
 * `wallet-standard:register-wallet` on `target` (apps loaded already register the wallet) and registers with
 * every app that announces itself later by `wallet-standard:app-ready`. Unlike `@wallet-standard/wallet`'s
 * `registerWallet`, it works on any window and returns a function that unregisters the wallet from every app
 * it reached and stops listening, so that tests can start each case with a fresh wallet.
 */
export function registerStandardWallet(target: EventTarget, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = [];
  const callback: RegisterCallback = (api) => {
    unregisters.push(api.register(wallet));
  };
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsRegistry>).detail);
  target.dispatchEvent(new CustomEvent(registerWalletEvent, { detail: callback }));
  target.addEventListener(appReadyEvent, onAppReady);
  return () => {
    target.removeEventListener(appReadyEvent, onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
