import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { testWalletInitScript } from './initScript.js';
import { loadPage } from './test/loadPage.js';
import { memoryStorage } from './walletStorage.js';

const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const config = { privateKey, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] } as const;

const secondKey = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
const secondWallet = {
  ...config,
  privateKey: secondKey,
  info: { name: 'Second Wallet', rdns: 'dev.portico.second', uuid: '0b6c2f3e-9b7a-4d5e-8f21-3c4d5e6f7a8b' },
} as const;

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

  it.each([
    [
      'one script with wallets',
      async () => [await testWalletInitScript({ wallets: [config, secondWallet] })],
    ],
    [
      'two scripts',
      async () => [await testWalletInitScript(config), await testWalletInitScript(secondWallet)],
    ],
  ])('installs two wallets with their own keys and info from %s', async (_, scripts) => {
    const { window, announced } = loadPage(await scripts(), memoryStorage());
    const wallets = window.__porticoTestWallets ?? {};
    const first = wallets['dev.portico.testwallet'];
    const second = wallets['dev.portico.second'];
    expect(Object.keys(wallets)).toEqual(['dev.portico.testwallet', 'dev.portico.second']);
    expect(window.__porticoTestWallet).toBe(first);
    expect([first?.address, second?.address]).toEqual([
      privateKeyToAddress(privateKey),
      privateKeyToAddress(secondKey),
    ]);
    expect(second?.info).toMatchObject(secondWallet.info);
    expect(announced.map((event) => event.detail.info.name)).toEqual([
      'Portico Test Wallet',
      'Second Wallet',
    ]);

    await second?.request({ method: 'eth_requestAccounts' });
    expect(await first?.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('refuses a second wallet with the same rdns: the rdns keys its storage', async () => {
    const script = await testWalletInitScript({ wallets: [config, config] });
    expect(() => loadPage(script, memoryStorage())).toThrow(
      'A test wallet with rdns dev.portico.testwallet is already installed',
    );
  });

  it('injects window.ethereum when legacy is set', async () => {
    const { window } = loadPage(await testWalletInitScript({ ...config, legacy: true }), memoryStorage());
    expect(window.ethereum).toBe(window.__porticoTestWallet);
  });
});
