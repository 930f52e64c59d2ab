import { type OidcProvider, oidcBrowser, startOidcProvider } from '@portico/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../projects/index.js';
import type { RunningCloud } from '../../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../../test/dbPasses.js';
import { socialTestClient } from '../../test/socialClient.js';

const origin = 'https://dapp.example';

// The local OpenID provider of `npm start` (oidc-provider, with real login and consent pages) standing in for
// Google (an OpenID Connect provider) and GitHub (a plain OAuth one, given the issuer instead of its endpoints).
describe.each(dbPasses.slice(0, 1))(
  "social login through npm start's local OpenID provider on $name",
  (pass) => {
    let location: TestDbLocation;
    let oidc: OidcProvider;
    let cloud: RunningCloud;
    let client: ReturnType<typeof socialTestClient>;
    let callbackUrl: string;

    beforeAll(async () => {
      [location, oidc] = await Promise.all([pass.location(), startOidcProvider({ port: 0 })]);
      const registration = (provider: 'google' | 'github') => ({
        ...oidc.clients[provider],
        issuer: oidc.issuer,
      });
      cloud = await startTestCloud(location, {
        config: { wallet: { social: { google: registration('google'), github: registration('github') } } },
      });
      callbackUrl = `${new URL(cloud.frameUrl).origin}/social/callback`;
      await oidc.setRedirectUris([callbackUrl]);
      const project = await createProject(cloud.db, {
        name: 'Local provider',
        allowedOrigins: [origin],
        features: { socials: ['google', 'github'] },
      });
      client = socialTestClient(cloud, project.id, origin);
    });
    afterAll(async () => {
      await cloud?.stop();
      await oidc?.stop();
      await location?.dispose();
    });

    /** start, then the visitor logs in and consents at the provider: what it put on the callback. */
    async function authorize(provider: 'google' | 'github', username: string) {
      const started = await client.start(provider);
      expect(started.status).toBe(200);
      const callback = await oidcBrowser(callbackUrl).logIn(started.body.url, username);
      const [code = '', state = '', iss = ''] = ['code', 'state', 'iss'].map(
        (name) => callback.searchParams.get(name) ?? '',
      );
      // This provider names itself on the callback (RFC 9207); the frame passes it on.
      expect(iss).toBe(oidc.issuer);
      return { code, state, iss };
    }
    const logIn = async (provider: 'google' | 'github', username: string) =>
      client.verify(await authorize(provider, username));

    it('logs a username in, the session reaches the wallet routes, and the same username finds the same user', async () => {
      const first = await logIn('google', 'ada');
      expect(first, JSON.stringify(first.body)).toMatchObject({ status: 200 });
      expect(first.body.user).toMatchObject({ email: null, username: expect.any(String) });
      expect((await client.get('/v1/wallet/user', first.body.session.accessToken)).body).toEqual({
        ...first.body.user,
        loginMethods: [{ kind: 'social', provider: 'google', username: first.body.user.username }],
      });
      expect((await logIn('google', 'ada')).body.user.id).toBe(first.body.user.id);
      expect((await logIn('google', 'grace')).body.user.id).not.toBe(first.body.user.id);
      // The same username at the registration standing in for GitHub is another identity.
      const github = await logIn('github', 'ada');
      expect(github.status).toBe(200);
      expect(github.body.user.id).not.toBe(first.body.user.id);
    });

    it('refuses a callback without the issuer, or naming another (a mix-up): 400', async () => {
      const refused = (check: string) => ({
        status: 400,
        body: { code: 'SOCIAL_LOGIN_REFUSED', message: `The callback of google was refused: ${check}` },
      });
      const { code, state } = await authorize('google', 'ada');
      expect(await client.verify({ code, state })).toMatchObject(
        refused('response parameter "iss" (issuer) missing'),
      );
      const other = await authorize('google', 'ada');
      expect(await client.verify({ ...other, iss: 'https://accounts.google.com' })).toMatchObject(
        refused('unexpected "iss" (issuer) response parameter value'),
      );
    });
  },
);
