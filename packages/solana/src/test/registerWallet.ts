import type { Wallet } from '@wallet-standard/base';

type RegisterCallback = (api: { register(wallet: Wallet): () => void }) => void;

/**
 * Registers `wallet` as an extension does: it dispatches `wallet-standard:register-wallet` for an app already
 * listening, and answers `wallet-standard:app-ready` for one that starts later. Returns its unregistration.
 */
export function registerWallet(target: Window, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = [];
  const callback: RegisterCallback = ({ register }) => {
    unregisters.push(register(wallet));
  };
  const onAppReady = (event: Event) =>
    callback((event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail);
  target.addEventListener('wallet-standard:app-ready', onAppReady);
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
