import { cloudPaths } from '@portico/core/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { parseFeatureSetting } from '../../cli/featureSetting.js';
import type { Db } from '../../db/index.js';
import { createProject, updateProject } from '../../projects/index.js';
import { openMigratedPglite, sdkQuery, testShareKey } from '../../test/dbPasses.js';
import { codeChallengeOf, newCodeVerifier } from '../../test/socialClient.js';
import { offeredSocials } from './offeredSocials.js';

describe('the social providers a project offers', () => {
  it('are those the project names that the deployment configured, in the project’s order; none → false', () => {
    const configured = new Map([
      ['google', {}],
      ['github', {}],
    ] as const);
    expect(offeredSocials(['github', 'facebook', 'google'], configured)).toEqual(['github', 'google']);
    expect(offeredSocials(['facebook', 'farcaster'], configured)).toBe(false);
    expect(offeredSocials([], configured)).toBe(false);
    expect(offeredSocials(false, configured)).toBe(false);
    expect(offeredSocials(['google'], new Map())).toBe(false);
  });

  describe('in GET /appkit/v1/config and social start', () => {
    let db: Db;
    let app: Awaited<ReturnType<typeof buildApp>>;
    // Registrations only: nothing is asked of these providers here.
    const registration = { clientId: 'id', clientSecret: 'secret' };

    beforeAll(async () => {
      db = await openMigratedPglite();
      app = await buildApp({
        db,
        shareKey: Buffer.from(testShareKey, 'base64'),
        frameUrl: () => 'http://127.0.0.1:9',
        config: {
          projectCacheTtlMs: 0,
          wallet: {
            social: {
              google: { ...registration, issuer: 'http://127.0.0.1:9' },
              github: registration,
              x: registration,
            },
          },
        } as never,
      });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    const config = async (projectId: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${cloudPaths.projectConfig}?${sdkQuery(projectId)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().features as { socials: unknown; email: unknown };
    };

    it('lists the configured providers the project turned on, in its order, or false', async () => {
      const project = await createProject(db, {
        name: 'Socials',
        features: { socials: ['facebook', 'x', 'farcaster', 'google'] },
      });
      expect(await config(project.id)).toMatchObject({ socials: ['x', 'google'], email: true });

      // As `portico-cloud project update <id> --feature socials=github,google` sets it.
      await updateProject(db, project.id, { features: parseFeatureSetting('socials=github,google') });
      expect((await config(project.id)).socials).toEqual(['github', 'google']);
      await updateProject(db, project.id, { features: parseFeatureSetting('socials=facebook,discord') });
      expect((await config(project.id)).socials).toBe(false);
      await updateProject(db, project.id, { features: parseFeatureSetting('socials=none') });
      expect((await config(project.id)).socials).toBe(false);
      // A new project has the §9 default list (google, x, discord, farcaster, github, apple, facebook): the configured
      // ones, in that order.
      expect((await config((await createProject(db, { name: 'Default' })).id)).socials).toEqual([
        'google',
        'x',
        'github',
      ]);
    });

    it('start takes only a listed provider', async () => {
      const project = await createProject(db, {
        name: 'Start',
        features: { socials: ['github', 'facebook'] },
      });
      expect((await config(project.id)).socials).toEqual(['github']);
      const start = (provider: string) =>
        app.inject({
          method: 'POST',
          url: `/v1/wallet/social/start?${sdkQuery(project.id)}`,
          payload: { provider, codeChallenge: codeChallengeOf(newCodeVerifier()) },
        });
      expect((await start('github')).statusCode).toBe(200);
      for (const provider of ['facebook', 'google']) {
        expect((await start(provider)).json()).toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_AVAILABLE' });
      }
    });
  });
});
