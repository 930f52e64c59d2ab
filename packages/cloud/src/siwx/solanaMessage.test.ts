import { describe, expect, it } from 'vitest';
import { siwsChain, siwsMessage, solanaTestAccount } from '../test/solanaSignIn.js';
import { isSolanaMessage, readSolanaMessage } from './solanaMessage.js';

const account = solanaTestAccount();
const now = Date.UTC(2026, 0, 1);
const nonce = 'abcdefgh12345678';
const invalid = { status: 400, code: 'INVALID_MESSAGE' };

describe('readSolanaMessage', () => {
  it('reads the session data of a Sign In With Solana message, the network as a CAIP-2 id', () => {
    const message = siwsMessage(
      account,
      {
        nonce,
        issuedAt: '2026-01-01T02:00:00+02:00',
        notBefore: '2025-12-31T23:00:00Z',
        requestId: 'r-1',
        resources: ['https://dapp.example/terms', 'ipfs://bafy'],
      },
      now,
    );
    expect(isSolanaMessage(message)).toBe(true);
    expect(readSolanaMessage(message)).toEqual({
      accountAddress: account.address,
      chainId: siwsChain,
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      version: '1',
      nonce,
      statement: 'Sign in to the test dApp.',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-01T01:00:00.000Z',
      notBefore: '2025-12-31T23:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://dapp.example/terms', 'ipfs://bafy'],
    });
  });

  it('reads a message without a statement, and tells an EIP-4361 message apart by its header', () => {
    const message = siwsMessage(account, { nonce, statement: undefined }, now);
    expect(readSolanaMessage(message)).not.toHaveProperty('statement');
    expect(readSolanaMessage(message)).toHaveProperty('nonce', nonce);
    expect(isSolanaMessage(message.replace('Solana account', 'Ethereum account'))).toBe(false);
    expect(isSolanaMessage(`x${message}`)).toBe(true);
    expect(isSolanaMessage(`\n${message}`)).toBe(false);
  });

  it.each([
    ['an address of 33 bytes', { address: `${'z'.repeat(44)}` }],
    ['a Chain ID that is not a CAIP-2 reference', { chainId: 'solana:devnet' }],
    ['a Chain ID too long for a CAIP-2 reference', { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1V' }],
    ['a nonce with a symbol', { nonce: 'abcdefgh-1234' }],
    ['an Issued At without a zone', { issuedAt: '2026-01-01T00:00:00' }],
    ['a Not Before that is no date', { notBefore: '2026-13-01T00:00:00Z' }],
  ])('refuses %s', (_, fields) => {
    const { address, ...rest } = fields as { address?: string };
    const signer = address === undefined ? account : { ...account, address };
    expect(readSolanaMessage(siwsMessage(signer, { nonce, ...rest }, now))).toMatchObject(invalid);
  });

  it('refuses a long run of line breaks at once, without trying every split of it', () => {
    const header = 'dapp.example wants you to sign in with your Solana account:';
    const started = performance.now();
    expect(readSolanaMessage(`${header}\n${account.address}${'\n'.repeat(8000)}x`)).toMatchObject(invalid);
    expect(readSolanaMessage(`${siwsMessage(account, { nonce }, now)}\n`)).toMatchObject(invalid);
    // Linear work takes a few milliseconds; trying every split would take minutes. The bound leaves room for CI's load.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
