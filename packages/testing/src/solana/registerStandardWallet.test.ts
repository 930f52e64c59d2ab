import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStandardWallet } from './registerStandardWallet.js';
import { createSolanaTestWallet } from './solanaTestWallet.js';
import { randomSecretKey } from './test/keys.js';

const page = new EventTarget();
// @wallet-standard/app listens on and dispatches to the global window.
beforeAll(() => void Object.assign(globalThis, { window: page }));
afterAll(() => void Reflect.deleteProperty(globalThis, 'window'));

const wallet = (name: string) =>
  createSolanaTestWallet({
    secretKey: randomSecretKey().secretKey,
    chains: [{ id: 'solana:devnet', rpcUrl: 'http://127.0.0.1:1' }],
    info: { name },
  });

describe('registerStandardWallet', () => {
  it('registers with @wallet-standard/app, loaded before or after it, and unregisters from every app it reached', () => {
    const early = wallet('Early');
    const stopEarly = registerStandardWallet(page, early);
    const app = getWallets();
    expect(app.get()).toEqual([early]);

    const late = wallet('Late');
    const stopLate = registerStandardWallet(page, late);
    expect(app.get()).toEqual([early, late]);

    stopEarly();
    expect(app.get()).toEqual([late]);
    const anotherApp: Wallet[] = [];
    const register = (...wallets: Wallet[]) => {
      anotherApp.push(...wallets);
      return () => void anotherApp.splice(0);
    };
    page.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }));
    expect(anotherApp).toEqual([late]);

    stopLate();
    expect([app.get(), anotherApp]).toEqual([[], []]);
  });
});
