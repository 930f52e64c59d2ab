import { describe, expect, it } from 'vitest';
import { createSolanaTestWallet } from '../solana/solanaTestWallet.js';
import { randomSecretKey } from '../solana/test/keys.js';
import { testSolanaWalletConformance } from './testSolanaWalletConformance.js';

const keys = [randomSecretKey(), randomSecretKey()];
const chains = [{ id: 'solana:devnet', rpcUrl: 'http://127.0.0.1:1' }] as const;
const connect = (wallet: ReturnType<typeof createSolanaTestWallet>, silent = false) =>
  wallet.features['standard:connect'].connect({ silent });

describe('testSolanaWalletConformance', () => {
  it('drives the wallet’s connection prompts: held, counted, approved or refused; silent connects are none', async () => {
    const wallet = createSolanaTestWallet({ secretKey: keys[0]?.secretKey, chains });
    const subject = testSolanaWalletConformance(wallet, 'portico.solana');
    expect(subject.connectorId).toBe('portico.solana');

    subject.holdNextPrompt();
    await connect(wallet, true);
    const approved = connect(wallet);
    expect([subject.openPrompts(), subject.promptCount()]).toEqual([1, 1]);
    subject.approvePrompts();
    expect((await approved).accounts.map(({ address }) => address)).toEqual([subject.address()]);

    subject.holdNextPrompt();
    const refused = connect(wallet);
    subject.rejectPrompts(4001);
    await expect(refused).rejects.toMatchObject({ code: 4001 });
    expect([subject.openPrompts(), subject.promptCount()]).toEqual([0, 2]);
  });

  it('changes account only for a wallet with several, and never changes network', () => {
    const single = testSolanaWalletConformance(
      createSolanaTestWallet({ secretKey: keys[0]?.secretKey, chains }),
      'one',
    );
    expect(single.changeAccount).toBeUndefined();
    expect(single.changeNetwork).toBeUndefined();

    const subject = testSolanaWalletConformance(
      createSolanaTestWallet({ secretKeys: keys.map(({ secretKey }) => secretKey), chains }),
      'two',
    );
    subject.changeAccount?.();
    expect(subject.address()).toBe(keys[1]?.address);
    subject.changeAccount?.();
    expect(subject.address()).toBe(keys[0]?.address);
  });

  it('disconnect ends the session and keeps the site authorised; revoke forgets it', async () => {
    const wallet = createSolanaTestWallet({ secretKey: keys[0]?.secretKey, chains });
    const subject = testSolanaWalletConformance(wallet, 'portico.solana');
    await connect(wallet);
    subject.disconnect();
    expect(wallet.accounts).toEqual([]);
    expect((await connect(wallet, true)).accounts).toHaveLength(1);
    subject.revoke();
    expect((await connect(wallet, true)).accounts).toEqual([]);
  });
});
