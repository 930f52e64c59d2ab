import { porticoDevnet } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { readWalletAssets } from './walletAssets.js';

const network = porticoDevnet();
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('readWalletAssets (§7)', () => {
  it.each([
    ['an injected wallet without EIP-5792', { code: 4200, message: 'Unsupported method' }],
    [
      'a WalletConnect session that did not approve the method',
      { code: 5101, message: 'Unsupported methods' },
    ],
  ])('%s has no asset discovery: undefined, and wallet_getAssets is not asked', async (_case, refusal) => {
    const asked: string[] = [];
    const ask = async <T>({ method }: { method: string }): Promise<T> => {
      asked.push(method);
      throw refusal;
    };
    const told: unknown[] = [];
    expect(await readWalletAssets(ask, address, network, (error) => told.push(error))).toBeUndefined();
    expect(asked).toEqual(['wallet_getCapabilities']);
    expect(told).toEqual([refusal]);
  });

  it('a wallet whose capabilities leave asset discovery out of the chain has none there', async () => {
    const ask = async <T>(): Promise<T> => ({ '0x1': { assetDiscovery: { supported: true } } }) as T;
    expect(await readWalletAssets(ask, address, network, () => {})).toBeUndefined();
  });
});
