import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletConfig } from '../config.js';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { redisAnswers, testRedisKeyPrefix } from '../test/redisPass.js';
import { walletTestClient } from '../test/walletClient.js';

const hour = 60 * 60_000;
const limits: WalletConfig['limits'] = {
  codesPerEmail: { limit: 2, windowMs: hour },
  codesPerIp: { limit: 4, windowMs: hour },
  verifiesPerIp: { limit: 8, windowMs: hour },
};
// Each test plays a client of its own address (the cloud trusts X-Forwarded-For here).
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(oneDbPass)('embedded wallet: per-email and per-IP limits on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;
  let now = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location, {
      clock: () => now,
      trustProxy: 1,
      config: { wallet: { limits } },
    });
    client = walletTestClient(cloud, (await createProject(cloud.db, { name: 'Limits' })).id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  it('codes per email: past the limit 429 RATE_LIMITED with Retry-After, from any address', async () => {
    const email = 'popular@example.com';
    for (const ip of ['10.0.0.1', '10.0.0.2']) {
      expect((await client.post('/v1/wallet/email/otp', { email }, undefined, from(ip))).status).toBe(200);
      now += 31_000;
    }
    const refused = await client.post('/v1/wallet/email/otp', { email }, undefined, from('10.0.0.3'));
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_000);
    // The refused request mailed nothing, and left no code behind.
    const mails = await (await fetch(`${cloud.mailboxUrl}/messages?to=${email}`)).json();
    expect(mails).toHaveLength(2);
  });

  it('codes per IP: one address cannot mail many emails', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const sent = await client.post(
        '/v1/wallet/email/otp',
        { email: `many${i}@example.com` },
        undefined,
        from('10.0.1.1'),
      );
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(
      (await client.post('/v1/wallet/email/otp', { email: 'other@example.com' }, undefined, from('10.0.1.2')))
        .status,
    ).toBe(200);
  });

  it('brute force: guessing stops at the per-IP limit, across new codes', async () => {
    const email = 'target@example.com';
    const attacker = from('10.0.2.1');
    let evaluated = 0;
    let code = '';
    // Two codes (the per-email limit), five guesses each.
    for (let guess = 0; guess < 10; guess++) {
      if (guess % 5 === 0) {
        now += 31_000;
        const otp = await client.post('/v1/wallet/email/otp', { email }, undefined, from(`10.0.3.${guess}`));
        expect(otp.status).toBe(200);
        code = await client.lastCode(email);
      }
      // Never the mailed code: the attacker does not know it.
      const otp = String(guess).padStart(6, '0') === code ? '999999' : String(guess).padStart(6, '0');
      const answer = await client.post('/v1/wallet/email/verify', { email, otp }, undefined, attacker);
      if (answer.status === 429) {
        expect(answer.body).toMatchObject({ code: 'RATE_LIMITED' });
        continue;
      }
      evaluated += 1;
      expect(['INVALID_OTP', 'OTP_BURNED']).toContain((answer.body as { code: string }).code);
    }
    expect(evaluated).toBe(limits.verifiesPerIp.limit);
    // A third code is refused by the per-email limit and leaves the second one alone.
    now += 31_000;
    expect((await client.post('/v1/wallet/email/otp', { email }, undefined, from('10.0.3.99'))).status).toBe(
      429,
    );
    // The visitor, from their own address, still signs in with their code.
    const visitor = from('10.0.4.1');
    const verified = await client.post('/v1/wallet/email/verify', { email, otp: code }, undefined, visitor);
    expect(verified.status).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;
const ready = await redisAnswers(redisUrl);

describe.skipIf(!ready)('embedded wallet: limits shared by two instances through Redis', () => {
  const locations: TestDbLocation[] = [];
  const clouds: RunningCloud[] = [];
  afterAll(async () => {
    await Promise.all(clouds.map((cloud) => cloud.stop()));
    await Promise.all(locations.map((location) => location.dispose()));
  });

  it('the per-email count of one instance holds on the other', async () => {
    const redisKeyPrefix = testRedisKeyPrefix();
    const pass = dbPasses[0] as (typeof dbPasses)[number];
    let now = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 2; i++) {
      const location = await pass.location();
      locations.push(location);
      clouds.push(
        await startTestCloud(location, {
          clock: () => now,
          redisUrl: redisUrl as string,
          redisKeyPrefix,
          config: { wallet: { limits } },
        }),
      );
    }
    const clients = await Promise.all(
      clouds.map(async (cloud) =>
        walletTestClient(cloud, (await createProject(cloud.db, { name: 'Shared', id: 'shared-limits' })).id),
      ),
    );
    const [first, second] = clients as [(typeof clients)[number], (typeof clients)[number]];
    const email = 'shared@example.com';
    expect((await first.post('/v1/wallet/email/otp', { email })).status).toBe(200);
    // Each instance has its own database here, so no cooldown: only Redis knows about the first code.
    expect((await second.post('/v1/wallet/email/otp', { email })).status).toBe(200);
    now += 31_000;
    expect(await second.post('/v1/wallet/email/otp', { email: 'SHARED@example.com' })).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
  });
});
