import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { sampleWallet, walletTestClient } from '../test/walletClient.js';

const base64Of = (length: number) => Buffer.alloc(length, 7).toString('base64');

describe.each(oneDbPass)(
  'POST /v1/wallet/keys checks the recovery share’s key derivation on $name',
  (pass) => {
    let location: TestDbLocation;
    let cloud: RunningCloud;
    let client: ReturnType<typeof walletTestClient>;
    let emails = 0;

    beforeAll(async () => {
      location = await pass.location();
      cloud = await startTestCloud(location);
      const project = await createProject(cloud.db, {
        name: 'Keys',
        allowedOrigins: ['https://dapp.example'],
      });
      client = walletTestClient(cloud, project.id, 'https://dapp.example');
    });
    afterAll(async () => {
      await cloud?.stop();
      await location?.dispose();
    });

    const store = async (recoveryShare: Partial<ReturnType<typeof sampleWallet>['recoveryShare']>) => {
      const { session } = await client.login(`keys${++emails}@example.com`);
      const wallet = sampleWallet();
      return client.post(
        '/v1/wallet/keys',
        { ...wallet, recoveryShare: { ...wallet.recoveryShare, ...recoveryShare } },
        session.accessToken,
      );
    };

    it.each([
      ['599,999 iterations', { iterations: 599_999 }, /iterations must be at least 600000/],
      ['1 iteration', { iterations: 1 }, /iterations must be at least 600000/],
      ['10,000,001 iterations', { iterations: 10_000_001 }, /iterations must be at most 10000000/],
      ['a 15-byte salt', { salt: base64Of(15) }, /salt must be at least 16 bytes, got 15/],
      ['an 8-byte salt', { salt: 'c2FsdHNhbHQ=' }, /salt must be at least 16 bytes, got 8/],
      ['an 11-byte iv', { iv: base64Of(11) }, /iv must be 12 bytes, got 11/],
      ['a 16-byte iv', { iv: base64Of(16) }, /iv must be 12 bytes, got 16/],
    ])('refuses %s with 400 WEAK_RECOVERY_SHARE', async (_case, share, message) => {
      const refused = await store(share);
      expect(refused).toMatchObject({ status: 400, body: { code: 'WEAK_RECOVERY_SHARE' } });
      expect((refused.body as { message: string }).message).toMatch(message);
    });

    it.each([
      ['the frame’s share (600,000 iterations, 16-byte salt, 12-byte iv)', {}],
      ['10,000,000 iterations and a 32-byte salt', { iterations: 10_000_000, salt: base64Of(32) }],
    ])('stores %s', async (_case, share) => {
      expect((await store(share)).status).toBe(200);
    });
  },
);
