import { describe, expect, it } from 'vitest';
import { type ConnectMethod, connectMethods, socialProvidersOf } from './connectMethods.js';

describe('connectMethods (§2 Connect)', () => {
  it.each<[string, boolean, readonly ConnectMethod[]]>([
    ['§2 wallet alone without email', false, ['wallet']],
    [
      '§2 email appears with the email feature, in the default order email, wallet',
      true,
      ['email', 'wallet'],
    ],
  ])('%s', (_rule, email, methods) => {
    expect(connectMethods({ email, socials: false }, [{ type: 'AUTH' }])).toEqual(methods);
  });

  it('issue 7: email is offered only when an AUTH connector can log in, whatever the features say', () => {
    const features = { email: true, socials: false as const };
    expect(connectMethods(features, [{ type: 'ANNOUNCED' }, { type: 'WALLET_CONNECT' }])).toEqual(['wallet']);
    expect(connectMethods(features, [])).toEqual(['wallet']);
    expect(connectMethods(features, [{ type: 'ANNOUNCED' }, { type: 'AUTH' }])).toEqual(['email', 'wallet']);
  });

  it('issue 24: social login between email and wallet, only with a provider listed and an AUTH connector', () => {
    const auth = [{ type: 'AUTH' as const }];
    expect(connectMethods({ email: true, socials: ['github', 'google'] }, auth)).toEqual([
      'email',
      'social',
      'wallet',
    ]);
    expect(connectMethods({ email: false, socials: ['google'] }, auth)).toEqual(['social', 'wallet']);
    expect(connectMethods({ email: false, socials: [] }, auth)).toEqual(['wallet']);
    expect(connectMethods({ email: false, socials: ['farcaster'] }, auth)).toEqual(['social', 'wallet']);
    expect(connectMethods({ email: false, socials: ['google'] }, [{ type: 'ANNOUNCED' }])).toEqual([
      'wallet',
    ]);
  });

  it('issue 24: the providers in the order the socials feature lists them, Farcaster among them', () => {
    expect(socialProvidersOf({ socials: ['x', 'farcaster', 'google', 'apple'] })).toEqual([
      'x',
      'farcaster',
      'google',
      'apple',
    ]);
    expect(socialProvidersOf({ socials: false })).toEqual([]);
  });
});
