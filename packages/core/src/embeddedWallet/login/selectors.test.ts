import { describe, expect, it } from 'vitest';
import { initialAccountState } from '../../connected/account/accountState.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { selectAuthEmail, selectAuthSocialLogins } from './selectors.js';

const state = (account: Partial<ReturnType<typeof initialAccountState>>) =>
  ({
    connection: { activeNamespace: 'eip155' },
    accounts: { eip155: { ...initialAccountState('connected', 'eoa'), ...account } },
  }) as unknown as Pick<PorticoState, 'accounts' | 'connection'>;

describe('selectAuthEmail [§3 User]', () => {
  const auth = { name: 'Email', type: 'AUTH' as const };
  it.each([
    [
      'an AUTH connection with an email',
      { connectedWalletInfo: auth, user: { email: 'a@b.co', address: '0x1', chainId: 1 } },
      'a@b.co',
    ],
    [
      'an AUTH connection whose User has no email',
      { connectedWalletInfo: auth, user: { email: null, address: '0x1', chainId: 1 } },
      undefined,
    ],
    ['an AUTH connection before its User arrives', { connectedWalletInfo: auth }, undefined],
    ['another wallet', { connectedWalletInfo: { name: 'MetaMask', type: 'ANNOUNCED' as const } }, undefined],
    ['not connected', { status: 'disconnected' as const, connectedWalletInfo: auth }, undefined],
  ])('%s → %s', (_row, account, email) => {
    expect(selectAuthEmail(state(account))).toBe(email);
  });
});

describe('selectAuthSocialLogins (the login methods the Account view lists)', () => {
  const auth = { name: 'Email', type: 'AUTH' as const };
  const socialUser = { email: null, address: '0x1', chainId: 1, userName: 'ada' };
  it.each([
    [
      'a social login with a username',
      { connectedWalletInfo: auth, socialProvider: 'github' as const, user: socialUser },
      [{ provider: 'github', username: 'ada' }],
    ],
    [
      'a social login before its User arrives',
      { connectedWalletInfo: auth, socialProvider: 'google' as const },
      [{ provider: 'google' }],
    ],
    [
      'an email login (a stale provider from an earlier login is not its method)',
      {
        connectedWalletInfo: auth,
        socialProvider: 'google' as const,
        user: { email: 'a@b.co', address: '0x1', chainId: 1 },
      },
      [],
    ],
    [
      'an email wallet with social logins linked to it: the frame’s list, whatever this browser logged in with',
      {
        connectedWalletInfo: auth,
        socialProvider: 'x' as const,
        user: {
          email: 'a@b.co',
          address: '0x1',
          chainId: 1,
          loginMethods: [
            { kind: 'email' as const, email: 'a@b.co' },
            { kind: 'social' as const, provider: 'google' as const, username: 'ada' },
            { kind: 'social' as const, provider: 'github' as const, username: null },
          ],
        },
      },
      [{ provider: 'google', username: 'ada' }, { provider: 'github' }],
    ],
    [
      'another wallet',
      { connectedWalletInfo: { name: 'MetaMask', type: 'ANNOUNCED' as const }, socialProvider: 'x' as const },
      [],
    ],
  ])('%s', (_row, account, login) => {
    expect(selectAuthSocialLogins(state(account))).toEqual(login);
  });
});
