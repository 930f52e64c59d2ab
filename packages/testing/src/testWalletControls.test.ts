import { ProviderRpcError } from '@portico/core';
import { type Hex, recoverMessageAddress, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createTestWallet, type TestWallet } from './testWallet.js';
import type { TestWalletConfig } from './types.js';
import { memoryStorage } from './walletStorage.js';

// anvil's accounts 1 to 3; nothing here reaches a chain.
const keys = [
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
] as const satisfies Hex[];
const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }];

const wallet = (config: Partial<TestWalletConfig> = { privateKeys: keys }): TestWallet =>
  createTestWallet({ chains, ...config });

function events(subject: TestWallet, event: string): unknown[] {
  const payloads: unknown[] = [];
  subject.on(event, (payload) => payloads.push(payload));
  return payloads;
}

/** Whether `promise` settled by the time every queued task ran (a held request has not). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('holdNext and release: a prompt the visitor has not answered yet', () => {
  it('keeps the next request pending, then answers it when released, with the state of that moment', async () => {
    const subject = wallet();
    subject.holdNext();
    const request = subject.request({ method: 'eth_requestAccounts' });
    expect(await settled(request)).toBe(false);
    expect(subject.held).toEqual([{ method: 'eth_requestAccounts' }]);
    expect(subject.log.map(({ method }) => method)).toEqual(['eth_requestAccounts']);
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([]);

    subject.setAccount(1);
    expect(subject.release()).toBe(1);
    expect(await request).toEqual([privateKeyToAddress(keys[1])]);
    expect(subject.held).toEqual([]);
  });

  it('rejects the held request with the code given to release', async () => {
    const subject = wallet();
    subject.holdNext();
    const request = subject.request({ method: 'eth_requestAccounts' });
    subject.release({ reject: 4001 });
    const error = await request.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('holds only the named methods and one request per hold', async () => {
    const subject = wallet();
    subject.holdNext(['wallet_requestPermissions', 'eth_requestAccounts']);
    expect(await subject.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const first = subject.request({ method: 'eth_requestAccounts' });
    expect(await subject.request({ method: 'eth_requestAccounts' })).toEqual([privateKeyToAddress(keys[0])]);
    expect(await settled(first)).toBe(false);
    subject.release();
    expect(await first).toEqual([privateKeyToAddress(keys[0])]);
  });

  it('drops the holds no request reached when released', async () => {
    const subject = wallet();
    subject.holdNext('personal_sign');
    expect(subject.release()).toBe(0);
    await subject.request({ method: 'eth_requestAccounts' });
    const signature = subject.request({ method: 'personal_sign', params: [toHex('hi'), subject.address] });
    expect(await settled(signature)).toBe(true);
  });

  it('answers a held request with the error a rejectNext set meanwhile, as the wallet would then', async () => {
    const subject = wallet();
    subject.holdNext();
    const request = subject.request({ method: 'eth_requestAccounts' });
    subject.rejectNext(4100);
    subject.release();
    await expect(request).rejects.toMatchObject({ code: 4100 });
  });

  it('reset rejects held requests with 4001', async () => {
    const subject = wallet();
    subject.holdNext();
    const request = subject.request({ method: 'eth_requestAccounts' });
    subject.reset();
    await expect(request).rejects.toMatchObject({ code: 4001 });
    expect(subject.held).toEqual([]);
  });
});

describe('several accounts', () => {
  const addresses = keys.map((key) => privateKeyToAddress(key));

  it('exposes the first account, lists all, and exposes another after setAccount', async () => {
    const subject = wallet();
    expect(subject.addresses).toEqual(addresses);
    expect(subject.address).toBe(addresses[0]);
    expect(await subject.request({ method: 'eth_requestAccounts' })).toEqual([addresses[0]]);
    subject.setAccount(2);
    expect(subject.address).toBe(addresses[2]);
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([addresses[2]]);
  });

  it('emits accountsChanged with the new account only while the site is authorised', async () => {
    const subject = wallet();
    const accountsChanged = events(subject, 'accountsChanged');
    subject.setAccount(1);
    expect(accountsChanged).toEqual([]);
    await subject.request({ method: 'eth_requestAccounts' });
    subject.setAccount(1);
    subject.setAccount(2);
    expect(accountsChanged).toEqual([[addresses[1]], [addresses[2]]]);
  });

  it('signs with the current account and refuses the others with 4100', async () => {
    const subject = wallet();
    await subject.request({ method: 'eth_requestAccounts' });
    subject.setAccount(1);
    const message = toHex('Sign in to Portico');
    const signature = (await subject.request({
      method: 'personal_sign',
      params: [message, addresses[1]],
    })) as Hex;
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(addresses[1]);
    await expect(
      subject.request({ method: 'personal_sign', params: [message, addresses[0]] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('keeps the current account across a reload and goes back to the first on reset', async () => {
    const storage = memoryStorage();
    wallet({ privateKeys: keys, storage }).setAccount(2);
    const reloaded = wallet({ privateKeys: keys, storage });
    expect(reloaded.address).toBe(addresses[2]);
    reloaded.reset();
    expect(reloaded.address).toBe(addresses[0]);
  });

  it('refuses an account it does not have, and a configuration with no key or with both key fields', () => {
    expect(() => wallet().setAccount(3)).toThrow(RangeError);
    expect(() => wallet({})).toThrow('createTestWallet needs a private key');
    expect(() => wallet({ privateKey: keys[0], privateKeys: keys })).toThrow('not both');
  });
});
