import { describe, expect, it } from 'vitest';
import { type ConnectMethod, connectMethods } from './connectMethods.js';

describe('connectMethods (§2 Connect)', () => {
  it.each<[string, boolean, readonly ConnectMethod[]]>([
    ['§2 wallet alone without email', false, ['wallet']],
    [
      '§2 email appears with the email feature, in the default order email, wallet',
      true,
      ['email', 'wallet'],
    ],
  ])('%s', (_rule, email, methods) => {
    expect(connectMethods({ email }, [{ type: 'AUTH' }])).toEqual(methods);
  });

  it('issue 7: email is offered only when an AUTH connector can log in, whatever the features say', () => {
    const features = { email: true };
    expect(connectMethods(features, [{ type: 'ANNOUNCED' }, { type: 'WALLET_CONNECT' }])).toEqual(['wallet']);
    expect(connectMethods(features, [])).toEqual(['wallet']);
    expect(connectMethods(features, [{ type: 'ANNOUNCED' }, { type: 'AUTH' }])).toEqual(['email', 'wallet']);
  });
});
