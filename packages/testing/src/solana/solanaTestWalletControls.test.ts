import { ProviderRpcError } from '@portico/core';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { describe, expect, it } from 'vitest';
import type { WalletStorage } from '../types.js';
import { memoryStorage } from '../walletStorage.js';
import { createSolanaTestWallet, type SolanaTestWallet } from './solanaTestWallet.js';
import { randomSecretKey } from './test/keys.js';

const keys = [randomSecretKey(), randomSecretKey()];
const chains = [{ id: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', rpcUrl: 'http://127.0.0.1:1' }] as const;

function walletWith(options: { storage?: WalletStorage; name?: string } = {}) {
  const wallet = createSolanaTestWallet({
    secretKeys: keys.map(({ secretKey }) => secretKey),
    chains,
    ...(options.storage && { storage: options.storage }),
    ...(options.name && { info: { name: options.name } }),
  });
  const changes: StandardEventsChangeProperties[] = [];
  const off = wallet.features['standard:events'].on('change', (properties) => changes.push(properties));
  const addressesIn = (properties: StandardEventsChangeProperties | undefined) =>
    properties?.accounts?.map(({ address }) => address);
  return { wallet, changes, off, addressesIn };
}

const connect = (wallet: SolanaTestWallet, silent = false) =>
  wallet.features['standard:connect'].connect({ silent });
const addresses = async (connecting: ReturnType<typeof connect>) =>
  (await connecting).accounts.map(({ address }) => address);
const signMessage = (wallet: SolanaTestWallet) => {
  const [account] = wallet.accounts;
  if (account === undefined) return Promise.reject(new Error('no account exposed'));
  return wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1, 2, 3]) });
};

describe('the Solana test wallet’s connection', () => {
  it('connect authorises the site and emits change; silent connect never prompts and finds only an authorised site', async () => {
    const { wallet, changes, addressesIn } = walletWith();
    wallet.holdNext();
    expect(await addresses(connect(wallet, true))).toEqual([]);
    expect(changes).toEqual([]);
    expect(wallet.held).toEqual([]);
    wallet.release();

    expect(await addresses(connect(wallet))).toEqual([keys[0]?.address]);
    expect(changes.map(addressesIn)).toEqual([[keys[0]?.address]]);
    expect(await addresses(connect(wallet, true))).toEqual([keys[0]?.address]);
    expect(changes).toHaveLength(1);
    expect(wallet.log.map(({ method, params }) => [method, params])).toEqual([
      ['standard:connect', [{ silent: true }]],
      ['standard:connect', [{ silent: false }]],
      ['standard:connect', [{ silent: true }]],
    ]);
  });

  it('standard:disconnect ends the session and forgets the site', async () => {
    const { wallet, changes, addressesIn } = walletWith();
    await connect(wallet);
    await wallet.features['standard:disconnect'].disconnect();
    expect(wallet.accounts).toEqual([]);
    expect(addressesIn(changes.at(-1))).toEqual([]);
    expect(await addresses(connect(wallet, true))).toEqual([]);
  });

  it('the listener removed by the function `on` returned hears nothing more', async () => {
    const { wallet, changes, off } = walletWith();
    off();
    await connect(wallet);
    expect(changes).toEqual([]);
  });

  it('keeps the authorisation and the account across a reload, per wallet name', async () => {
    const storage = memoryStorage();
    const first = walletWith({ storage }).wallet;
    await connect(first);
    first.setAccount(1);

    const reloaded = walletWith({ storage });
    expect(reloaded.wallet.accounts).toEqual([]);
    expect(await addresses(connect(reloaded.wallet, true))).toEqual([keys[1]?.address]);
    expect(reloaded.changes.map(reloaded.addressesIn)).toEqual([[keys[1]?.address]]);

    const another = walletWith({ storage, name: 'Another Wallet' }).wallet;
    expect(await addresses(connect(another, true))).toEqual([]);
  });
});

describe('the Solana test wallet’s controls', () => {
  it('rejectNext refuses the next prompt like Phantom: an Error with code 4001', async () => {
    const { wallet } = walletWith();
    wallet.rejectNext();
    const refused = await connect(wallet).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(wallet.accounts).toEqual([]);
    expect(await addresses(connect(wallet))).toEqual([keys[0]?.address]);
  });

  it('rejectNext with a method and a message waits for that method; silent connects pass', async () => {
    const { wallet } = walletWith();
    wallet.rejectNext(4100, 'Locked', 'solana:signMessage');
    await connect(wallet);
    await expect(signMessage(wallet)).rejects.toMatchObject({ code: 4100, message: 'Locked' });
    await expect(signMessage(wallet)).resolves.toHaveLength(1);

    wallet.rejectNext();
    expect(await addresses(connect(wallet, true))).toEqual([keys[0]?.address]);
    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001 });
  });

  it('holdNext keeps a prompt pending until release approves or refuses it', async () => {
    const { wallet } = walletWith();
    wallet.holdNext('standard:connect');
    const approved = connect(wallet);
    expect(wallet.held).toEqual([{ method: 'standard:connect', params: [{ silent: false }] }]);
    expect(wallet.accounts).toEqual([]);
    expect(wallet.release()).toBe(1);
    expect(await addresses(approved)).toEqual([keys[0]?.address]);

    wallet.holdNext(['solana:signMessage']);
    const refused = signMessage(wallet);
    expect(wallet.release({ reject: 4001 })).toBe(1);
    await expect(refused).rejects.toMatchObject({ code: 4001 });
    expect(wallet.held).toEqual([]);
  });

  it('revoke: the site loses access, change with no accounts, a silent connect finds nothing', async () => {
    const { wallet, changes, addressesIn } = walletWith();
    await connect(wallet);
    wallet.revoke();
    expect(addressesIn(changes.at(-1))).toEqual([]);
    expect(wallet.accounts).toEqual([]);
    expect(await addresses(connect(wallet, true))).toEqual([]);
    await expect(signMessage(wallet)).rejects.toThrow('no account exposed');
  });

  it('signing needs the exposed account: 4100 once the site has lost it', async () => {
    const { wallet } = walletWith();
    await connect(wallet);
    const [account] = wallet.accounts;
    wallet.revoke();
    const signing = wallet.features['solana:signMessage'].signMessage({
      account: account as NonNullable<typeof account>,
      message: new Uint8Array([1]),
    });
    await expect(signing).rejects.toEqual(new ProviderRpcError(4100));
  });

  it('disconnect ends the session on the wallet’s side; the site stays authorised', async () => {
    const { wallet, changes, addressesIn } = walletWith();
    await connect(wallet);
    wallet.disconnect();
    expect(addressesIn(changes.at(-1))).toEqual([]);
    expect(await addresses(connect(wallet, true))).toEqual([keys[0]?.address]);
  });

  it('setAccount exposes and signs with another account, emitting change only when the site sees it', async () => {
    const { wallet, changes, addressesIn } = walletWith();
    wallet.setAccount(1);
    expect(changes).toEqual([]);
    expect(wallet.address).toBe(keys[1]?.address);
    await connect(wallet);
    wallet.setAccount(0);
    expect(changes.map(addressesIn)).toEqual([[keys[1]?.address], [keys[0]?.address]]);
    expect(wallet.addresses).toEqual(keys.map(({ address }) => address));
    expect(() => wallet.setAccount(2)).toThrow(RangeError);
  });

  it('reset: no authorisation, first account, empty log, held requests refused with 4001', async () => {
    const storage = memoryStorage();
    const { wallet, changes, addressesIn } = walletWith({ storage });
    await connect(wallet);
    wallet.setAccount(1);
    wallet.holdNext();
    const held = signMessage(wallet);
    wallet.rejectNext();
    wallet.reset();
    await expect(held).rejects.toMatchObject({ code: 4001 });
    expect(addressesIn(changes.at(-1))).toEqual([]);
    expect([wallet.address, wallet.log, wallet.held]).toEqual([keys[0]?.address, [], []]);
    expect(await addresses(connect(walletWith({ storage }).wallet, true))).toEqual([]);
    expect(await addresses(connect(wallet))).toEqual([keys[0]?.address]);
  });
});
