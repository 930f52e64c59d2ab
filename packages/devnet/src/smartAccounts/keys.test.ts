import { describe, expect, it } from 'vitest';
import { devnetKeyPair } from '../accounts.js';
import { bundlerExecutor, bundlerUtility, devnetPaymasterSigner } from './keys.js';

describe('the smart-account infrastructure keys', () => {
  it.each([
    ['paymaster signer', devnetPaymasterSigner, 100],
    ['bundler executor', bundlerExecutor, 101],
    ['bundler utility wallet', bundlerUtility, 102],
  ] as const)('the %s is the devnet mnemonic account at address index %i', (_, keyPair, addressIndex) => {
    expect(keyPair).toEqual(devnetKeyPair(addressIndex));
  });
});
