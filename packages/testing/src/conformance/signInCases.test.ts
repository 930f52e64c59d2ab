import type { ChainAdapter } from '@portico/core/adapters';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { describe, expect, it } from 'vitest';
import { runConformanceCase } from './conformanceCase.js';
import type { ConformanceHarness } from './harness.js';
import { signInCases } from './signInCases.js';
import { readSignInText } from './signInMessageText.js';
import { memoryHarness } from './test/memoryHarness.js';
import type { MemoryWallet } from './test/memoryWallet.js';

const [signInCase] = signInCases;
if (signInCase === undefined) throw new Error('No signIn case');

type SignIn = NonNullable<ChainAdapter['signIn']>;

/** The in-memory harness, its adapter given `signIn`. */
function harnessWith(signIn: SignIn | undefined): ConformanceHarness {
  const harness = memoryHarness();
  return {
    ...harness,
    async start() {
      const setup = await harness.start();
      return { ...setup, createAdapter: () => ({ ...setup.createAdapter(), signIn }) };
    },
  };
}

/** A wallet's sign-in over the in-memory wallet: the CAIP-122 text of `data`, changed by `change`, signed. */
const signingIn =
  (change: (text: string) => string = (text) => text, signText = (text: string) => text): SignIn =>
  async ({ provider, address, data }) => {
    const text = createSignInMessageText({
      ...data,
      address: data.accountAddress,
      chainId: data.chainId.split(':')[1],
    });
    const message = change(text);
    return { message, signature: (provider as MemoryWallet).sign(address, signText(message)) };
  };

describe('the signIn conformance case', () => {
  it('passes an adapter whose wallet signs the message of the fields asked', async () => {
    const skipped: string[] = [];
    await runConformanceCase(harnessWith(signingIn()), signInCase, (reason) => skipped.push(reason));
    expect(skipped).toEqual([]);
  });

  it.each<[string, SignIn, RegExp]>([
    [
      'signs another text than it answers',
      signingIn(undefined, (text) => `${text}!`),
      /the signature verifies/,
    ],
    [
      'answers a message with a field changed',
      signingIn((text) => text.replace('Version: 1', 'Version: 2')),
      /the fields of the signed message/,
    ],
    [
      'answers a message without the statement',
      signingIn((text) => text.replace(/\n\nSign in to the Portico conformance suite\./, '')),
      /the fields of the signed message/,
    ],
    [
      'answers a message with a trailing line',
      signingIn((text) => `${text}\n`),
      /the fields of the signed message/,
    ],
  ])('fails an adapter that %s', async (_, signIn, failure) => {
    await expect(runConformanceCase(harnessWith(signIn), signInCase)).rejects.toThrow(failure);
  });

  it.each<[string, SignIn | undefined, string]>([
    ['an adapter without signIn', undefined, 'the adapter has no signIn'],
    ['a wallet that does not sign in itself', async () => undefined, 'the wallet does not sign in itself'],
  ])('skips %s', async (_, signIn, reason) => {
    const skipped: string[] = [];
    await runConformanceCase(harnessWith(signIn), signInCase, (why) => skipped.push(why));
    expect(skipped).toEqual([reason]);
  });
});

describe('readSignInText', () => {
  const lines = [
    'dapp.example wants you to sign in with your Ethereum account:',
    '0xa1',
    '',
    'URI: https://dapp.example/',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: abcdefgh',
    'Issued At: 2026-01-01T00:00:00.000Z',
  ];

  it('reads a message without a statement or resources', () => {
    expect(readSignInText(lines.join('\n'))).toEqual({
      domain: 'dapp.example',
      address: '0xa1',
      uri: 'https://dapp.example/',
      version: '1',
      chainId: '1',
      nonce: 'abcdefgh',
      issuedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['a field twice', [...lines, 'Nonce: again']],
    ['an unknown line', [...lines, 'Colour: blue']],
    ['no header', lines.slice(1)],
    ['a resource list with another line', [...lines, 'Resources:', '- a', 'b']],
  ])('reads nothing from a text with %s', (_, text) => {
    expect(readSignInText(text.join('\n'))).toBeUndefined();
  });
});
