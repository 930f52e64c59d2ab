import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGithub, startFakeGithub } from '../../test/fakeGithub.js';
import { codeChallengeOf } from '../../test/socialClient.js';
import { configuredProviders } from './configuredProviders.js';
import { ProviderClient } from './providerClient.js';
import {
  discordProfile,
  facebookProfile,
  githubProfile,
  SocialProfileError,
  xProfile,
} from './socialProfiles.js';

describe('the plain OAuth providers', () => {
  let fake: FakeGithub;
  const app = { id: 'x-client', secret: 'x-secret:with/odd=chars' };
  beforeAll(async () => {
    fake = await startFakeGithub(app);
  });
  afterAll(() => fake?.close());

  it('X: the client authenticates by HTTP Basic, and the identity is read from data.id and data.username', async () => {
    const settings = configuredProviders({
      x: {
        clientId: app.id,
        clientSecret: app.secret,
        authorizationUrl: `${fake.url}/login/oauth/authorize`,
        tokenUrl: `${fake.url}/login/oauth/access_token`,
        userUrl: `${fake.url}/user`,
      },
    }).get('x');
    if (settings === undefined) throw new Error('x is not configured');
    const client = new ProviderClient(settings);
    const checks = {
      state: 'S'.repeat(43),
      codeVerifier: 'V'.repeat(43),
      codeChallenge: codeChallengeOf('V'.repeat(43)),
      nonce: null,
      redirectUri: 'http://127.0.0.1:9/social/callback',
    };
    const url = new URL(await client.authorizationUrl(checks));
    expect(url.searchParams.get('scope')).toBe('users.read tweet.read');
    fake.next({ data: { id: '2244994945', username: 'XDevelopers', name: 'Developers' } });
    const authorize = await fetch(url, { redirect: 'manual' });
    const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
    expect(await client.identity(checks, { code })).toEqual({
      subject: '2244994945',
      username: 'XDevelopers',
      email: null,
      emailVerified: false,
    });
    expect(fake.clientAuth).toEqual(['basic']);
  });

  it("reads each provider's user answer; only Discord says an email is verified", () => {
    expect(githubProfile({ id: 1, login: 'octocat', email: 'o@github.test' })).toEqual({
      subject: '1',
      username: 'octocat',
      email: 'o@github.test',
      emailVerified: false,
    });
    expect(facebookProfile({ id: '10', name: 'Ada', email: 'ada@fb.test' })).toMatchObject({
      subject: '10',
      emailVerified: false,
    });
    expect(
      discordProfile({ id: '80351110224678912', username: 'nelly', email: 'n@d.test', verified: true }),
    ).toEqual({ subject: '80351110224678912', username: 'nelly', email: 'n@d.test', emailVerified: true });
    for (const [read, body] of [
      [githubProfile, { login: 'no-id' }],
      [githubProfile, { id: 1.5 }],
      [facebookProfile, []],
      [xProfile, { id: '1' }],
      [discordProfile, { id: '' }],
      [discordProfile, 'text'],
    ] as const) {
      expect(() => read(body), JSON.stringify(body)).toThrow(SocialProfileError);
    }
  });
});
