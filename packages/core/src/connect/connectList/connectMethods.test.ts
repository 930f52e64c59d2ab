import { describe, expect, it } from 'vitest';
import type { ResolvedFeatures } from '../../instance/features.js';
import { type ConnectMethod, connectMethods, enabledSocialProviders } from './connectMethods.js';

describe('connectMethods (§2 Connect)', () => {
  it.each<[string, boolean, ResolvedFeatures['socials'], readonly ConnectMethod[]]>([
    ['§2 wallet alone without email and socials', false, false, ['wallet']],
    ['§2 email appears with the email feature', true, false, ['email', 'wallet']],
    ['§2 social appears with at least one provider', false, ['google'], ['social', 'wallet']],
    ['§2 an empty provider list shows no social row', false, [], ['wallet']],
    [
      '§2 the default order email, social, wallet',
      true,
      ['google', 'farcaster'],
      ['email', 'social', 'wallet'],
    ],
  ])('%s', (_rule, email, socials, methods) => {
    expect(connectMethods({ email, socials }, [{ type: 'AUTH' }])).toEqual(methods);
  });

  it('issue 7: email and social are offered only when an AUTH connector can log in, whatever the features say', () => {
    const features = { email: true, socials: ['google'] as const };
    expect(connectMethods(features, [{ type: 'ANNOUNCED' }, { type: 'WALLET_CONNECT' }])).toEqual(['wallet']);
    expect(connectMethods(features, [])).toEqual(['wallet']);
    expect(connectMethods(features, [{ type: 'ANNOUNCED' }, { type: 'AUTH' }])).toEqual([
      'email',
      'social',
      'wallet',
    ]);
  });

  it('enabledSocialProviders lists the configured providers, none when socials is false', () => {
    expect(enabledSocialProviders({ socials: ['github', 'x'] })).toEqual(['github', 'x']);
    expect(enabledSocialProviders({ socials: false })).toEqual([]);
  });
});
