import { socialProviders } from '@portico/core';
import { describe, expect, it } from 'vitest';
import type { StackOidc } from './oidc.js';
import { parseStack } from './stack.js';

const minimal = { version: 1, chains: [], accounts: [] };

function sampleOidc(): StackOidc {
  const clients = Object.fromEntries(
    socialProviders.map((provider) => [
      provider,
      { clientId: `portico-${provider}`, clientSecret: 's3cret' },
    ]),
  ) as StackOidc['clients'];
  return {
    issuer: 'http://127.0.0.1:4190',
    redirectUris: ['http://127.0.0.1:4101/social/callback'],
    clients,
  };
}

describe('stack.oidc, the local OpenID provider', () => {
  it('reads back the issuer, the redirect URIs and a client registration per social provider', () => {
    const stack = { ...minimal, oidc: sampleOidc() };
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
  });

  it.each([
    [
      'an issuer that is not a URL',
      (o: StackOidc) => Object.assign(o, { issuer: 'oidc' }),
      'stack.oidc.issuer must be a http: or https: URL',
    ],
    [
      'a redirect URI that is not http(s)',
      (o: StackOidc) => Object.assign(o, { redirectUris: ['app://callback'] }),
      'stack.oidc.redirectUris[0] must be a http: or https: URL',
    ],
    [
      'a missing provider',
      (o: StackOidc) => Reflect.deleteProperty(o.clients, 'discord'),
      'stack.oidc.clients.discord must be an object',
    ],
    [
      'a provider that is not a social provider',
      (o: StackOidc) => Object.assign(o.clients, { farcaster: { clientId: 'f', clientSecret: 's' } }),
      'stack.oidc.clients.farcaster must be absent (providers: google, github, apple, facebook, x, discord)',
    ],
    [
      'an empty client secret',
      (o: StackOidc) => Object.assign(o.clients.x, { clientSecret: '' }),
      'stack.oidc.clients.x.clientSecret must be a non-empty string',
    ],
  ])('names %s', (_case, spoil, message) => {
    const oidc = sampleOidc();
    spoil(oidc);
    expect(() => parseStack({ ...minimal, oidc })).toThrow(`Invalid stack file: ${message}`);
  });
});
