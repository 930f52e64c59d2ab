import { describe, expect, it } from 'vitest';
import { imageLabel } from './imageCatalogue.js';

describe('imageLabel', () => {
  it.each([
    ['§7 built-in network', 'asset', 'eip155:1', 'E'],
    ['§7 devnet', 'asset', 'eip155:31337', 'PD'],
    ['§7 dataset chain', 'asset', 'cosmos:cosmoshub-4', 'CH'],
    ['§7 currency', 'currency', 'USD', 'USD'],
    ['§7 currency, any case', 'currency', 'eur', 'EUR'],
    ['§7 token', 'token', 'ETH', 'ETH'],
    ['§7 devnet token', 'token', 'pUSD', 'PUSD'],
  ] as const)('%s: %s %s', (_row, kind, id, label) => {
    expect(imageLabel(kind, id)?.label).toBe(label);
  });

  it.each([
    ['§7 unknown network', 'asset', 'eip155:999999'],
    ['§7 network ids are exact', 'asset', 'EIP155:1'],
    ['§7 unknown currency', 'currency', 'XYZ'],
    ['§7 a token is not a currency', 'currency', 'ETH'],
    ['§7 unknown token', 'token', 'NOPE'],
    ['prototype member is no network', 'asset', '__proto__'],
    ['prototype member is no network', 'asset', 'constructor'],
    ['prototype member is no network', 'asset', 'valueOf'],
  ] as const)('%s: %s %s → none', (_row, kind, id) => {
    expect(imageLabel(kind, id)).toBeUndefined();
  });
});
