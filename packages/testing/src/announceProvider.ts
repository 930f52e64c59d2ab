import type { TestWallet } from './testWallet.js';

const announceEvent = 'eip6963:announceProvider';
const requestEvent = 'eip6963:requestProvider';

/**
 * EIP-6963: announces the wallet on `target` now and again on every `eip6963:requestProvider`.
 * Returns a function that stops the re-announcing.
 */
export function announceProvider(target: EventTarget, wallet: TestWallet): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...wallet.info }), provider: wallet });
  const announce = () => {
    target.dispatchEvent(new CustomEvent(announceEvent, { detail }));
  };
  announce();
  target.addEventListener(requestEvent, announce);
  return () => target.removeEventListener(requestEvent, announce);
}

/** The legacy injection: `target.ethereum` (unless another wallet holds it) and `ethereum#initialized`. */
export function injectLegacyProvider(target: EventTarget & { ethereum?: unknown }, wallet: TestWallet): void {
  if (target.ethereum !== undefined) return;
  target.ethereum = wallet;
  target.dispatchEvent(new Event('ethereum#initialized'));
}
