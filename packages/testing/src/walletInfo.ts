import type { TestWalletInfo } from './types.js';

/** The test wallets' icon (EVM and Solana wallets of one name look the same). */
export const walletIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff"/></svg>';

const icon = `data:image/svg+xml,${encodeURIComponent(walletIconSvg)}`;

// crypto.randomUUID exists only in secure contexts; a dApp under test may be served over plain http.
function uuidV4(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The wallet's EIP-6963 info: the given fields over the defaults (a fresh uuid per wallet, as EIP-6963 asks). */
export function walletInfo(given: Partial<TestWalletInfo> = {}): TestWalletInfo {
  return {
    uuid: given.uuid ?? uuidV4(),
    name: given.name ?? 'Portico Test Wallet',
    icon: given.icon ?? icon,
    rdns: given.rdns ?? 'dev.portico.testwallet',
  };
}
