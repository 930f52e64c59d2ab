import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { solanaTestWalletInitScript, testWalletInitScript } from '../initScript.js';
import { loadPage } from '../test/loadPage.js';
import { memoryStorage } from '../walletStorage.js';
import type { SolanaTestWallet } from './solanaTestWallet.js';
import { randomSecretKey } from './test/keys.js';

const key = randomSecretKey();
const secondKey = randomSecretKey();
const chains = [{ id: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', rpcUrl: 'http://127.0.0.1:1' }] as const;
const config = { secretKey: key.secretKey, chains };
const evmConfig = {
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
} as const;

const connect = (wallet: SolanaTestWallet | undefined, silent = false) =>
  wallet?.features['standard:connect'].connect({ silent });

describe('solanaTestWalletInitScript', () => {
  it('installs the wallet as window.__porticoSolanaTestWallet, registered with the page’s Wallet Standard app', async () => {
    const script = await solanaTestWalletInitScript(config);
    expect(script).not.toContain('__porticoTestWalletBundle');
    const { window, registered, announced } = loadPage(script, memoryStorage());
    const wallet = window.__porticoSolanaTestWallet;
    expect(wallet?.address).toBe(key.address);
    expect(registered).toEqual([wallet]);
    expect(announced).toEqual([]);
    expect(window.__porticoTestWallet).toBeUndefined();
  });

  it('signs in the page with WebCrypto: the signature verifies', async () => {
    const wallet = loadPage(await solanaTestWalletInitScript(config), memoryStorage()).window
      .__porticoSolanaTestWallet;
    const account = (await connect(wallet))?.accounts[0];
    if (wallet === undefined || account === undefined) throw new Error('no wallet or account in the page');
    const message = new TextEncoder().encode('signed in the page');
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message });
    const publicKey = await getPublicKeyFromAddress(address(key.address));
    expect(await verifySignature(publicKey, output?.signature as SignatureBytes, message)).toBe(true);
  });

  it('keeps the authorisation in the page’s localStorage: a silent connect after a reload finds the account', async () => {
    const script = await solanaTestWalletInitScript(config);
    const localStorage = memoryStorage();
    await connect(loadPage(script, localStorage).window.__porticoSolanaTestWallet);
    const reloaded = loadPage(script, localStorage).window.__porticoSolanaTestWallet;
    expect(reloaded?.accounts).toEqual([]);
    expect((await connect(reloaded, true))?.accounts.map(({ address }) => address)).toEqual([key.address]);
    const elsewhere = loadPage(script, memoryStorage()).window.__porticoSolanaTestWallet;
    expect((await connect(elsewhere, true))?.accounts).toEqual([]);
  });

  it('installs several wallets by name, and refuses two of one name: the name keys the storage', async () => {
    const second = { secretKey: secondKey.secretKey, chains, info: { name: 'Second Solana' } };
    const { window, registered } = loadPage(
      await solanaTestWalletInitScript({ wallets: [config, second] }),
      memoryStorage(),
    );
    const wallets = window.__porticoSolanaTestWallets ?? {};
    expect(Object.keys(wallets)).toEqual(['Portico Test Wallet', 'Second Solana']);
    expect(wallets['Second Solana']?.address).toBe(secondKey.address);
    expect(registered.map(({ name }) => name)).toEqual(['Portico Test Wallet', 'Second Solana']);

    const twice = await solanaTestWalletInitScript({ wallets: [config, config] });
    expect(() => loadPage(twice, memoryStorage())).toThrow(
      'A Solana test wallet named Portico Test Wallet is already installed',
    );
  });
});

describe('testWalletInitScript with a Solana side', () => {
  it('announces the EVM wallet by EIP-6963 and registers a Solana wallet of the same name and icon', async () => {
    const { window, announced, registered } = loadPage(
      await testWalletInitScript({ ...evmConfig, info: { name: 'Both Chains' }, solana: config }),
      memoryStorage(),
    );
    const evm = window.__porticoTestWallet;
    const solana = window.__porticoSolanaTestWallet;
    expect(announced.map((event) => event.detail.info.name)).toEqual(['Both Chains']);
    expect(registered).toEqual([solana]);
    expect(solana?.name).toBe('Both Chains');
    expect(window.__porticoSolanaTestWallets?.['Both Chains']).toBe(solana);
    expect(await evm?.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(solana?.address).toBe(key.address);
  });

  it('uses the same default name and picture for both sides', async () => {
    const { announced, registered } = loadPage(
      await testWalletInitScript({ ...evmConfig, solana: config }),
      memoryStorage(),
    );
    const [evmInfo] = announced.map((event) => event.detail.info);
    const [solana] = registered;
    expect(solana?.name).toBe(evmInfo?.name);
    const svg = (uri: string | undefined, prefix: string, decode: (text: string) => string) =>
      uri?.startsWith(prefix) ? decode(uri.slice(prefix.length)) : `not ${prefix}: ${uri}`;
    expect(svg(solana?.icon, 'data:image/svg+xml;base64,', atob)).toBe(
      svg(evmInfo?.icon, 'data:image/svg+xml,', decodeURIComponent),
    );
  });

  it('leaves the Solana code out of a page with EVM wallets only', async () => {
    const script = await testWalletInitScript(evmConfig);
    expect(script).not.toContain('__porticoSolanaTestWalletBundle');
    expect(loadPage(script, memoryStorage()).registered).toEqual([]);
  });
});
