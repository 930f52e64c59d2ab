import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createTestWallet } from '../testWallet.js';
import { memoryNetworks } from './test/memoryHarness.js';
import { testWalletConformance } from './testWalletConformance.js';

const keys = [
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const satisfies Hex[];
const chains = [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }];

describe('testWalletConformance', () => {
  it('drives the test wallet’s prompts: held, counted, approved or refused', async () => {
    const wallet = createTestWallet({ privateKey: keys[0], chains, info: { rdns: 'dev.portico.a' } });
    const subject = testWalletConformance(wallet);
    expect(subject.connectorId).toBe('dev.portico.a');

    subject.holdNextPrompt();
    await wallet.request({ method: 'eth_chainId' });
    const approved = wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    expect([subject.openPrompts(), subject.promptCount()]).toEqual([1, 1]);
    subject.approvePrompts();
    await approved;
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address]);

    subject.holdNextPrompt();
    const refused = wallet.request({ method: 'eth_requestAccounts' });
    subject.rejectPrompts(4001);
    await expect(refused).rejects.toMatchObject({ code: 4001 });
    expect([subject.openPrompts(), subject.promptCount()]).toEqual([0, 2]);
  });

  it('changes account only for a wallet with several, and moves to a network by its chain id', async () => {
    const single = testWalletConformance(createTestWallet({ privateKey: keys[0], chains }));
    expect(single.changeAccount).toBeUndefined();

    const wallet = createTestWallet({ privateKeys: keys, chains });
    const subject = testWalletConformance(wallet, 'custom');
    expect(subject.connectorId).toBe('custom');
    const [first, second] = wallet.addresses;
    subject.changeAccount?.();
    expect(subject.address()).toBe(second);
    subject.changeAccount?.();
    expect(subject.address()).toBe(first);

    subject.changeNetwork?.(memoryNetworks[1]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xa');
  });
});
