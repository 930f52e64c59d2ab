import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings, SettingsError } from '../../settings/index.js';
import { configuredProviders } from './configuredProviders.js';

const resolve = (env: Record<string, string>) => resolveSettings({ args: [], env });
const secret = 'gh-secret-Kx94';

describe('social login settings', () => {
  it('reads each provider from its variables; a provider with credentials is usable, one without is not', () => {
    const { config } = resolve({
      PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'google-id',
      PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
      PORTICO_SOCIAL_GITHUB_CLIENT_ID: 'github-id',
      PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: secret,
      PORTICO_SOCIAL_GITHUB_TOKEN_URL: 'http://127.0.0.1:9000/token',
      // An issuer alone gives no credentials: apple stays unusable.
      PORTICO_SOCIAL_APPLE_ISSUER: 'https://appleid.apple.com',
    });
    expect(config.wallet.social).toEqual({
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      github: { clientId: 'github-id', clientSecret: secret, tokenUrl: 'http://127.0.0.1:9000/token' },
      apple: { issuer: 'https://appleid.apple.com' },
    });
    const providers = configuredProviders(config.wallet.social);
    expect([...providers.keys()]).toEqual(['google', 'github']);
    expect(providers.get('google')).toMatchObject({
      protocol: { kind: 'oidc', issuer: 'https://accounts.google.com' },
      insecureLoopback: false,
    });
    expect(providers.get('github')).toMatchObject({
      protocol: {
        kind: 'oauth',
        authorizationUrl: 'https://github.com/login/oauth/authorize',
        tokenUrl: 'http://127.0.0.1:9000/token',
        userUrl: 'https://api.github.com/user',
      },
      insecureLoopback: true,
    });
  });

  it('reads them from the config file too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-social-'));
    try {
      const path = join(dir, 'portico.json');
      const x = { clientId: 'x-id', clientSecret: 'x-secret' };
      await writeFile(path, JSON.stringify({ wallet: { social: { x } } }));
      expect(resolveSettings({ args: ['--config', path], env: {} }).config.wallet.social).toEqual({ x });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a half-configured provider, an endpoint that does not apply or is not https', () => {
    const problems = () => {
      try {
        resolve({
          PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: secret,
          PORTICO_SOCIAL_DISCORD_CLIENT_ID: 'discord-id',
          PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'google-id',
          PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
          PORTICO_SOCIAL_GOOGLE_ISSUER: 'http://accounts.example.com',
        });
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError);
        return (error as Error).message.split('\n');
      }
      throw new Error('resolveSettings accepted the settings');
    };
    const lines = problems();
    expect(lines).toEqual([
      "wallet.social.google.issuer must be https (http only on a loopback host, for a local provider), got 'http://accounts.example.com'",
      'wallet.social.github: clientId is missing (a provider needs both clientId and clientSecret)',
      'wallet.social.discord: clientSecret is missing (a provider needs both clientId and clientSecret)',
    ]);
    expect(lines.join('\n')).not.toContain(secret);
    const credentials = { clientId: 'a', clientSecret: 'b' };
    expect(() =>
      configuredProviders({
        github: { ...credentials, issuer: 'https://x.example', tokenUrl: 'https://x.example/t' },
      }),
    ).toThrow(
      'wallet.social.github: set issuer (an OpenID Connect provider standing in) or tokenUrl, not both',
    );
    expect(() =>
      configuredProviders({ google: { ...credentials, userUrl: 'https://x.example/me' } }),
    ).toThrow(
      'wallet.social.google.userUrl does not apply: google is an OpenID Connect provider (set issuer)',
    );
  });

  it('an OpenID Connect provider may stand in for a plain OAuth one (the local provider of npm start)', () => {
    const standIn = configuredProviders({
      discord: { clientId: 'portico-discord', clientSecret: 's', issuer: 'http://127.0.0.1:4190' },
    }).get('discord');
    expect(standIn).toMatchObject({
      protocol: { kind: 'oidc', issuer: 'http://127.0.0.1:4190', scope: 'openid email profile' },
      insecureLoopback: true,
    });
  });

  it('an unknown provider variable is reported with the closest name', () => {
    expect(() => resolve({ PORTICO_SOCIAL_GOGLE_CLIENT_ID: 'id' })).toThrow(
      'Unknown variable PORTICO_SOCIAL_GOGLE_CLIENT_ID (did you mean PORTICO_SOCIAL_GOOGLE_CLIENT_ID?)',
    );
  });
});
