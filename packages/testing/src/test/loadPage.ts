import { createContext, runInContext } from 'node:vm';
import type { Wallet } from '@wallet-standard/base';
import type { SolanaTestWallet } from '../solana/solanaTestWallet.js';
import type { TestWallet } from '../testWallet.js';
import type { WalletStorage } from '../types.js';

type FakeWindow = EventTarget & {
  __porticoTestWallet?: TestWallet;
  __porticoTestWallets?: Record<string, TestWallet>;
  __porticoSolanaTestWallet?: SolanaTestWallet;
  __porticoSolanaTestWallets?: Record<string, SolanaTestWallet>;
  ethereum?: unknown;
};

/**
 * Runs the scripts as a page would, in order: in a fresh global scope (a secure context) whose `window` is a
 * bare EventTarget. Records the EIP-6963 announcements and the wallets registered with a Wallet Standard app
 * that was in the page before the scripts ran.
 */
export function loadPage(scripts: string | readonly string[], localStorage: WalletStorage) {
  const window: FakeWindow = new EventTarget();
  const announced: CustomEvent[] = [];
  const registered: Wallet[] = [];
  window.addEventListener('eip6963:announceProvider', (event) => announced.push(event as CustomEvent));
  window.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent).detail({
      register: (...wallets: Wallet[]) => {
        registered.push(...wallets);
        return () => {};
      },
    }),
  );
  Object.assign(window, { localStorage });
  const { CustomEvent, Event, TextEncoder, TextDecoder, crypto, atob, btoa } = globalThis;
  const context = createContext({
    window,
    // Node's WebCrypto takes only buffers of its own realm; in a browser there is one realm.
    Uint8Array: globalThis.Uint8Array,
    ArrayBuffer: globalThis.ArrayBuffer,
    CustomEvent,
    Event,
    TextEncoder,
    TextDecoder,
    crypto,
    atob,
    btoa,
    isSecureContext: true,
  });
  for (const script of typeof scripts === 'string' ? [scripts] : scripts) runInContext(script, context);
  return { window, announced, registered };
}
