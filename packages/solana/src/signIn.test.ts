import { type Network, solana, solanaDevnet } from '@portico/core';
import type { SignInMessageData } from '@portico/core/adapters';
import { createSolanaTestWallet, type SolanaTestWallet } from '@portico/testing';
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit';
import type { SolanaSignInFeature } from '@solana/wallet-standard-features';
import { parseSignInMessageText } from '@solana/wallet-standard-util';
import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import { randomSecretKey } from './test/keys.js';

const keys = [randomSecretKey(), randomSecretKey()];
const owner = keys[0]?.address ?? '';

const data: SignInMessageData = {
  accountAddress: owner,
  chainId: solana.caipNetworkId,
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  version: '1',
  nonce: 'abcdefgh12345678',
  statement: 'Sign in to the test dApp.',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-01T01:00:00.000Z',
  notBefore: '2025-12-31T23:59:00.000Z',
  requestId: 'r-1',
  resources: [
    'https://dapp.example/terms',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ],
};

/** A test wallet of both keys on mainnet (by its cluster name, as wallets list it), the site connected. */
async function connectedWallet(): Promise<SolanaTestWallet> {
  const wallet = createSolanaTestWallet({
    secretKeys: keys.map(({ secretKey }) => secretKey),
    chains: [{ id: 'solana:mainnet', rpcUrl: 'http://127.0.0.1:1' }],
  });
  await wallet.features['standard:connect'].connect();
  return wallet;
}

const call = (provider: Wallet, network: Network = solana) => ({ provider, address: owner, network, data });

/** Whether `signature` (base58) is `signer`'s ed25519 signature of the UTF-8 `message`. */
const verifies = async (signer: string, signature: string, message: string) =>
  verifySignature(
    await getPublicKeyFromAddress(address(signer)),
    getBase58Encoder().encode(signature) as SignatureBytes,
    new TextEncoder().encode(message),
  );

describe('the Solana adapter’s Sign In With Solana message', () => {
  it('writes the SIWS layout, Chain ID being the CAIP-2 reference of the network', async () => {
    expect(await createSolanaAdapter().formatSignInMessage(data)).toBe(
      [
        'dapp.example wants you to sign in with your Solana account:',
        owner,
        '',
        'Sign in to the test dApp.',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdefgh12345678',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-01T01:00:00.000Z',
        'Not Before: 2025-12-31T23:59:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://dapp.example/terms',
        '- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      ].join('\n'),
    );
  });

  it('leaves out the optional fields not given, and reads back as the same fields', async () => {
    const { statement, expirationTime, notBefore, requestId, resources, ...required } = data;
    const text = await createSolanaAdapter().formatSignInMessage({
      ...required,
      chainId: solanaDevnet.caipNetworkId,
      resources: [],
    });
    expect(text).not.toMatch(/Expiration Time|Not Before|Request ID|Resources/);
    expect(parseSignInMessageText(text)).toEqual({
      domain: 'dapp.example',
      address: owner,
      uri: 'https://dapp.example/login',
      version: '1',
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('refuses another namespace’s network, an empty required field and a field spanning lines', async () => {
    const adapter = createSolanaAdapter();
    await expect(adapter.formatSignInMessage({ ...data, chainId: 'eip155:1' })).rejects.toThrow(
      'Sign In With Solana signs in on a solana network, not eip155:1',
    );
    await expect(adapter.formatSignInMessage({ ...data, nonce: '' })).rejects.toThrow(
      'The sign-in message’s nonce is empty',
    );
    await expect(
      adapter.formatSignInMessage({ ...data, statement: 'Hi\n\nURI: https://evil.example' }),
    ).rejects.toThrow('The sign-in message’s statement must be one line');
    await expect(
      adapter.formatSignInMessage({ ...data, resources: ['https://a.example\r\n- x'] }),
    ).rejects.toThrow('The sign-in message’s resource must be one line');
  });
});

describe('the Solana adapter’s signIn', () => {
  it('asks the wallet’s solana:signIn and answers the text it signed and the base58 signature', async () => {
    const adapter = createSolanaAdapter();
    const wallet = await connectedWallet();
    const signed = await adapter.signIn(call(wallet));
    expect(signed?.message).toBe(await adapter.formatSignInMessage(data));
    expect(await verifies(owner, signed?.signature ?? '', signed?.message ?? '')).toBe(true);
    const asked = wallet.log.find(({ method }) => method === 'solana:signIn');
    expect(asked?.params).toEqual([
      expect.objectContaining({ address: owner, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ]);
  });

  it('is undefined for a wallet without solana:signIn, asking it nothing', async () => {
    const wallet = await connectedWallet();
    const { 'solana:signIn': _, ...features } = wallet.features;
    const without: Wallet = { ...wallet, accounts: wallet.accounts, features };
    expect(await createSolanaAdapter().signIn(call(without))).toBeUndefined();
    expect(wallet.log.map(({ method }) => method)).toEqual(['standard:connect']);
  });

  it('keeps the wallet’s refusal code, and refuses an account the site has not connected', async () => {
    const adapter = createSolanaAdapter();
    const wallet = await connectedWallet();
    wallet.rejectNext(4001, 'Declined', 'solana:signIn');
    await expect(adapter.signIn(call(wallet))).rejects.toMatchObject({ code: 4001 });
    await expect(adapter.signIn({ ...call(wallet), address: keys[1]?.address ?? '' })).rejects.toThrow(
      'Connector not connected.',
    );
  });

  it('refuses a sign-in by another account than the connection’s', async () => {
    const wallet = await connectedWallet();
    // The user picked the second account in the wallet; the page still holds the first one's connection.
    const stale: Wallet = { ...wallet, accounts: wallet.accounts, features: wallet.features };
    wallet.setAccount(1);
    await expect(createSolanaAdapter().signIn(call(stale))).rejects.toThrow(
      `The wallet signed in with ${keys[1]?.address}, not the connected ${owner}`,
    );
  });

  it('refuses a signed text other than the message of the fields: prefixed, or with a field changed', async () => {
    const wallet = await connectedWallet();
    const { signIn } = wallet.features['solana:signIn'];
    const changing = (change: (text: string) => string): Wallet => {
      const feature: SolanaSignInFeature['solana:signIn'] = {
        version: '1.0.0',
        async signIn(...inputs) {
          const outputs = await signIn(...inputs);
          return outputs.map((output) => ({
            ...output,
            signedMessage: new TextEncoder().encode(change(new TextDecoder().decode(output.signedMessage))),
          }));
        },
      };
      return {
        ...wallet,
        accounts: wallet.accounts,
        features: { ...wallet.features, 'solana:signIn': feature },
      };
    };
    const adapter = createSolanaAdapter();
    for (const change of [
      (text: string) => `\u00ffsolana offchain${text}`,
      (text: string) => text.replace('Nonce: abcdefgh12345678', 'Nonce: zzzzzzzz12345678'),
      (text: string) => `${text}\n`,
    ]) {
      await expect(adapter.signIn(call(changing(change)))).rejects.toThrow(
        'The wallet signed another message than the Sign In With Solana message asked for',
      );
    }
  });
});
