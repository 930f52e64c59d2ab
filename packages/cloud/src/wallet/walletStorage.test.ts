import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { type SessionBody, sampleWallet, walletTestClient } from '../test/walletClient.js';
import { createShareCipher } from './shareCipher.js';

const walletTables = [
  'wallet_users',
  'wallet_email_codes',
  'wallet_keys',
  'wallet_sessions',
  'wallet_mailbox_messages',
];

describe.each(dbPasses)('embedded wallet: what the database holds on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location);
    const project = await createProject(cloud.db, { name: 'Wallet' });
    client = walletTestClient(cloud, project.id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  async function everyRow(tables: readonly string[]): Promise<string> {
    const texts: string[] = [];
    for (const table of tables) {
      const { rows } = await cloud.db.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM ${table} t`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      texts.push(...rows.map((r) => r.row));
    }
    return texts.join('\n');
  }

  it('no row of the wallet tables holds the auth share, a token or a pending code', async () => {
    const share = randomBytes(33);
    const { session, user } = await client.login('stored@example.com');
    await client.post('/v1/wallet/keys', sampleWallet(share.toString('base64')), session.accessToken);
    const refreshed = await client.post<SessionBody>('/v1/wallet/session/refresh', {
      refreshToken: session.refreshToken,
    });
    await client.post('/v1/wallet/email/update', { email: 'next@example.com' }, refreshed.body.accessToken);
    const pendingCode = await client.lastCode('stored@example.com');

    const tokens = [session, refreshed.body].flatMap((s) => [s.accessToken, s.refreshToken]);
    const all = await everyRow(walletTables);
    for (const secret of [
      share.toString('base64'),
      share.toString('base64url'),
      share.toString('hex'),
      share.subarray(0, 16).toString('base64'),
      ...tokens,
    ]) {
      expect(all).not.toContain(secret);
    }
    // The mailbox holds the mail itself, code included; the codes table only a keyed hash.
    expect(await everyRow(['wallet_email_codes'])).not.toContain(pendingCode);
    // The wallet is still readable through the API: the share is encrypted, not lost.
    const keys = await client.get<{ authShare: string }>('/v1/wallet/keys', refreshed.body.accessToken);
    expect(keys.body.authShare).toBe(share.toString('base64'));
    expect(user.email).toBe('stored@example.com');
  });
});

describe('share cipher', () => {
  const key = randomBytes(32);
  const share = Buffer.from('an auth share');

  it('decrypts for the same key and user only', () => {
    const sealed = createShareCipher(key).encrypt(share, 'user-1');
    expect(createShareCipher(key).decrypt(sealed, 'user-1')).toEqual(share);
    expect(() => createShareCipher(key).decrypt(sealed, 'user-2')).toThrow();
    expect(() => createShareCipher(randomBytes(32)).decrypt(sealed, 'user-1')).toThrow();
  });

  it('uses a new IV each time', () => {
    const cipher = createShareCipher(key);
    expect(cipher.encrypt(share, 'u')).not.toBe(cipher.encrypt(share, 'u'));
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createShareCipher(randomBytes(16))).toThrow('32 bytes');
  });
});
