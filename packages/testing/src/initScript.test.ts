import { createContext, runInContext } from 'node:vm';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { testWalletInitScript } from './initScript.js';
import type { TestWallet } from './testWallet.js';
import type { WalletStorage } from './types.js';
import { memoryStorage } from './walletStorage.js';

const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const config = { privateKey, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] } as const;

type FakeWindow = EventTarget & { __porticoTestWallet?: TestWallet; ethereum?: unknown };

/** Runs the script as a page would: in a fresh global scope whose `window` is a bare EventTarget. */
function loadPage(script: string, localStorage: WalletStorage) {
  const window: FakeWindow = new EventTarget();
  const announced: CustomEvent[] = [];
  window.addEventListener('eip6963:announceProvider', (event) => announced.push(event as CustomEvent));
  Object.assign(window, { localStorage });
  const { CustomEvent, Event, TextEncoder, TextDecoder, crypto } = globalThis;
  runInContext(script, createContext({ window, CustomEvent, Event, TextEncoder, TextDecoder, crypto }));
  return { window, announced };
}

describe('testWalletInitScript', () => {
  it('installs the wallet as window.__porticoTestWallet and announces it by EIP-6963', async () => {
    const { window, announced } = loadPage(await testWalletInitScript(config), memoryStorage());
    const wallet = window.__porticoTestWallet;
    expect(wallet?.address).toBe(privateKeyToAddress(privateKey));
    expect(await wallet?.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(announced.map((event) => event.detail.provider)).toEqual([wallet]);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announced).toHaveLength(2);
    expect(window.ethereum).toBeUndefined();
  });

  it('keeps the authorisation in the page’s localStorage across a reload', async () => {
    const script = await testWalletInitScript(config);
    const localStorage = memoryStorage();
    await loadPage(script, localStorage).window.__porticoTestWallet?.request({
      method: 'eth_requestAccounts',
    });
    const reloaded = loadPage(script, localStorage).window.__porticoTestWallet;
    expect(await reloaded?.request({ method: 'eth_accounts' })).toEqual([privateKeyToAddress(privateKey)]);
    const elsewhere = loadPage(script, memoryStorage()).window.__porticoTestWallet;
    expect(await elsewhere?.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('injects window.ethereum when legacy is set', async () => {
    const { window } = loadPage(await testWalletInitScript({ ...config, legacy: true }), memoryStorage());
    expect(window.ethereum).toBe(window.__porticoTestWallet);
  });
});
