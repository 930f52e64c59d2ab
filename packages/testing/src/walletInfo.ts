import type { TestWalletInfo } from './types.js';

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff"/></svg>',
)}`;

/** The wallet's EIP-6963 info: the given fields over the defaults (a fresh uuid per wallet, as EIP-6963 asks). */
export function walletInfo(given: Partial<TestWalletInfo> = {}): TestWalletInfo {
  return {
    uuid: given.uuid ?? globalThis.crypto.randomUUID(),
    name: given.name ?? 'Portico Test Wallet',
    icon: given.icon ?? icon,
    rdns: given.rdns ?? 'dev.portico.testwallet',
  };
}
