import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import type { SolanaSignInInput } from '@solana/wallet-standard-features';
import { parseSignInMessageText } from '@solana/wallet-standard-util';
import { describe, expect, it } from 'vitest';
import { createSolanaTestWallet } from './solanaTestWallet.js';
import { randomSecretKey } from './test/keys.js';

const keys = [randomSecretKey(), randomSecretKey()];
const chains = [{ id: 'solana:devnet', rpcUrl: 'http://127.0.0.1:1' }] as const;
/** Whether `signature` is `signer`'s ed25519 signature of `bytes`. */
const verifies = async (signer: string, signature: Uint8Array, bytes: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address(signer)), signature as SignatureBytes, bytes);

const input: SolanaSignInInput = {
  domain: 'dapp.example',
  address: keys[0]?.address,
  statement: 'Sign in to the test dApp.',
  uri: 'https://dapp.example/login',
  version: '1',
  chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-01T01:00:00.000Z',
  notBefore: '2025-12-31T23:59:00.000Z',
  requestId: 'r-1',
  resources: [
    'https://dapp.example/terms',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ],
};

function walletOf(keyCount = 2) {
  return createSolanaTestWallet({
    secretKeys: keys.slice(0, keyCount).map(({ secretKey }) => secretKey),
    chains,
  });
}

describe('the Solana test wallet’s solana:signIn', () => {
  it('signs the Sign In With Solana text of the input with the account’s key, and connects the site', async () => {
    const wallet = walletOf();
    expect(wallet.features['solana:signIn'].version).toBe('1.0.0');
    const [output] = await wallet.features['solana:signIn'].signIn(input);
    if (output === undefined) throw new Error('no output');
    const text = new TextDecoder().decode(output.signedMessage);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'dapp.example wants you to sign in with your Solana account:',
      keys[0]?.address,
      '',
      'Sign in to the test dApp.',
    ]);
    expect(parseSignInMessageText(text)).toEqual(input);
    expect(output.account.address).toBe(keys[0]?.address);
    expect(output.signatureType).toBe('ed25519');
    expect(await verifies(keys[0]?.address ?? '', output.signature, output.signedMessage)).toBe(true);
    expect(wallet.accounts.map(({ address }) => address)).toEqual([keys[0]?.address]);
    expect(wallet.log.map(({ method, params }) => [method, params])).toEqual([['solana:signIn', [input]]]);
  });

  it('fills in what the input leaves out: the account it signs with, and the page’s host', async () => {
    const wallet = walletOf();
    wallet.setAccount(1);
    const { address: _, domain: __, ...partial } = input;
    const pageHost = (globalThis as { location?: unknown }).location;
    Object.defineProperty(globalThis, 'location', { value: { host: 'page.example' }, configurable: true });
    try {
      const [output] = await wallet.features['solana:signIn'].signIn(partial);
      const parsed = parseSignInMessageText(new TextDecoder().decode(output?.signedMessage));
      expect([parsed?.domain, parsed?.address, output?.account.address]).toEqual([
        'page.example',
        keys[1]?.address,
        keys[1]?.address,
      ]);
    } finally {
      Object.defineProperty(globalThis, 'location', { value: pageHost, configurable: true });
    }
  });

  it('signs with the account picked in the wallet even when the input names another, and says so', async () => {
    const wallet = walletOf();
    wallet.setAccount(1);
    const [output] = await wallet.features['solana:signIn'].signIn(input);
    expect(output?.account.address).toBe(keys[1]?.address);
    expect(parseSignInMessageText(new TextDecoder().decode(output?.signedMessage))?.address).toBe(
      keys[1]?.address,
    );
  });

  it('refuses a sign-in without a domain outside a page, authorising nothing', async () => {
    const wallet = walletOf();
    const { domain: _, ...withoutDomain } = input;
    await expect(wallet.features['solana:signIn'].signIn(withoutDomain)).rejects.toMatchObject({
      code: -32602,
    });
    expect(wallet.accounts).toEqual([]);
  });

  it('honours rejectNext and holdNext like every prompt; a refused sign-in connects nothing', async () => {
    const wallet = walletOf();
    wallet.rejectNext(4001, 'Declined', 'solana:signIn');
    await expect(wallet.features['solana:signIn'].signIn(input)).rejects.toMatchObject({
      code: 4001,
      message: 'Declined',
    });
    expect(wallet.accounts).toEqual([]);

    wallet.holdNext('solana:signIn');
    const approved = wallet.features['solana:signIn'].signIn(input);
    expect(wallet.held).toEqual([{ method: 'solana:signIn', params: [input] }]);
    expect(wallet.release()).toBe(1);
    expect((await approved).map(({ account }) => account.address)).toEqual([keys[0]?.address]);

    wallet.holdNext('solana:signIn');
    const refused = wallet.features['solana:signIn'].signIn(input);
    expect(wallet.release({ reject: 4001 })).toBe(1);
    await expect(refused).rejects.toMatchObject({ code: 4001 });
  });
});
