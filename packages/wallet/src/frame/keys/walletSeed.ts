import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/** A wallet is 16 bytes of entropy: a 12-word BIP-39 mnemonic. */
export const ENTROPY_BYTES = 16;

export function createEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES));
}

/** Entropy → mnemonic → 64-byte BIP-39 seed (no passphrase). The caller wipes it. */
export function seedFromEntropy(entropy: Uint8Array): Uint8Array {
  return mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist));
}
