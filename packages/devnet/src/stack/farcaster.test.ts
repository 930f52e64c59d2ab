import { describe, expect, it } from 'vitest';
import type { StackFarcaster } from './farcaster.js';
import { parseStack } from './stack.js';

const minimal = { version: 1, chains: [], accounts: [] };

const sample: StackFarcaster = {
  relayUrl: 'http://127.0.0.1:4191',
  relayAuthKey: 'k3y',
  rpcUrl: 'http://127.0.0.1:8545',
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
  accounts: [
    {
      fid: 1,
      username: 'alice',
      displayName: 'Alice',
      address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    },
    {
      fid: 2,
      username: 'bob',
      address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
      privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    },
  ],
};

describe('stack.farcaster, the Sign in with Farcaster stand-ins', () => {
  it('reads back the relay, the registries and the accounts', () => {
    const stack = { ...minimal, farcaster: sample };
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
  });

  it('is optional', () => {
    expect(parseStack(minimal).farcaster).toBeUndefined();
  });

  const account = sample.accounts[0];
  it.each([
    ['a relay URL that is not a URL', { ...sample, relayUrl: 'relay' }, 'stack.farcaster.relayUrl'],
    ['no relay key', { ...sample, relayAuthKey: '' }, 'stack.farcaster.relayAuthKey'],
    ['an RPC URL on another scheme', { ...sample, rpcUrl: 'ws://127.0.0.1:8545' }, 'stack.farcaster.rpcUrl'],
    ['a short registry address', { ...sample, idRegistry: '0x1234' }, 'stack.farcaster.idRegistry'],
    ['no key registry', { ...sample, keyRegistry: undefined }, 'stack.farcaster.keyRegistry'],
    ['accounts that are not a list', { ...sample, accounts: {} }, 'stack.farcaster.accounts'],
    ['fid 0', { ...sample, accounts: [{ ...account, fid: 0 }] }, 'stack.farcaster.accounts[0].fid'],
    ['a fid as text', { ...sample, accounts: [{ ...account, fid: '1' }] }, 'stack.farcaster.accounts[0].fid'],
    ['no username', { ...sample, accounts: [{ ...account, username: undefined }] }, 'accounts[0].username'],
    ['a short key', { ...sample, accounts: [{ ...account, privateKey: '0x12' }] }, 'accounts[0].privateKey'],
    ['an empty display name', { ...sample, accounts: [{ ...account, displayName: '' }] }, 'displayName'],
  ])('refuses %s, naming the field', (_, farcaster, field) => {
    expect(() => parseStack({ ...minimal, farcaster })).toThrow(field);
  });
});
