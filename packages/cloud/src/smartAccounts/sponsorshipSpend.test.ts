import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDb } from '../db/index.js';
import { createProject } from '../projects/index.js';
import { dbPasses, type TestDbLocation } from '../test/dbPasses.js';
import {
  deleteSpendBefore,
  projectTotal,
  reserveSpend,
  reserveSponsorship,
  type SpendKey,
  spentWei,
  utcDay,
} from './sponsorshipSpend.js';

describe.each(dbPasses)('sponsorship spend on $name', (pass) => {
  let location: TestDbLocation;
  let db: Db;
  let projectId: string;
  const key = (sender: string, day = 20_000): SpendKey => ({ projectId, chainId: 'eip155:1', sender, day });

  beforeAll(async () => {
    location = await pass.location({ migrated: false });
    db = await openDb(location.options);
    // Migration 023 runs on this database with every other one.
    expect(await migrate(db)).toContain('023_smart_accounts.sql');
    projectId = (await createProject(db, { name: 'Spend' })).id;
  });
  afterAll(async () => {
    await db?.close();
    await location?.dispose();
  });

  it('adds a cost while the sum stays within the cap, per sender (any letter case) and day', async () => {
    expect(await reserveSpend(db, key('0xAbC'), 400n, 1_000n, 1)).toBe(true);
    expect(await reserveSpend(db, key('0xabc'), 600n, 1_000n, 2)).toBe(true);
    expect(await reserveSpend(db, key('0xABC'), 1n, 1_000n, 3)).toBe(false);
    expect(await spentWei(db, key('0xabc'))).toBe(1_000n);
    expect(await reserveSpend(db, key('0xdef'), 1_001n, 1_000n, 4)).toBe(false);
    expect(await spentWei(db, key('0xdef'))).toBe(0n);
    expect(await reserveSpend(db, key('0xabc', 20_001), 1_000n, 1_000n, 5)).toBe(true);
  });

  it('holds wei amounts beyond 64 bits exactly', async () => {
    const big = 2n ** 200n + 1n;
    expect(await reserveSpend(db, key('0xbig'), big, big * 2n, 1)).toBe(true);
    expect(await reserveSpend(db, key('0xbig'), big, big * 2n, 1)).toBe(true);
    expect(await spentWei(db, key('0xbig'))).toBe(big * 2n);
  });

  it('concurrent reservations never pass the cap together', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reserveSpend(db, key('0xrace'), 300n, 1_000n, i)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await spentWei(db, key('0xrace'))).toBe(900n);
  });

  it('a project cap bounds all smart accounts together; a refusal by it reserves nothing', async () => {
    const caps = { perUserWei: 500n, perProjectWei: 1_000n };
    const at = (sender: string) => key(sender, 20_002);
    expect(await reserveSponsorship(db, at('0xa'), 400n, caps, 1)).toBe('reserved');
    expect(await reserveSponsorship(db, at('0xb'), 400n, caps, 1)).toBe('reserved');
    expect(await reserveSponsorship(db, at('0xa'), 200n, caps, 1)).toBe('user cap');
    expect(await reserveSponsorship(db, at('0xc'), 300n, caps, 1)).toBe('project cap');
    // Nothing stayed reserved for 0xc.
    expect(await spentWei(db, at('0xc'))).toBe(0n);
    expect(await spentWei(db, at(projectTotal))).toBe(800n);
    expect(await reserveSponsorship(db, at('0xc'), 200n, caps, 1)).toBe('reserved');
    // Without a project cap only the account's counts.
    const uncapped = { perUserWei: 500n, perProjectWei: undefined };
    expect(await reserveSponsorship(db, at('0xd'), 500n, uncapped, 1)).toBe('reserved');
  });

  it('concurrent reservations of many accounts never pass the project cap together', async () => {
    const caps = { perUserWei: 1_000n, perProjectWei: 1_000n };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reserveSponsorship(db, key(`0xmany${i}`, 20_003), 300n, caps, i)),
    );
    expect(results.filter((result) => result === 'reserved')).toHaveLength(3);
    expect(await spentWei(db, key(projectTotal, 20_003))).toBe(900n);
  });

  it('deletes the days before the one given, in batches', async () => {
    await reserveSpend(db, key('0xold', 19_990), 1n, 10n, 1);
    await reserveSpend(db, key('0xold', 19_991), 1n, 10n, 1);
    expect(await deleteSpendBefore(db, 20_000, 1)).toBe(1);
    expect(await deleteSpendBefore(db, 20_000, 10)).toBe(1);
    expect(await deleteSpendBefore(db, 20_000, 10)).toBe(0);
    expect(await spentWei(db, key('0xabc'))).toBe(1_000n);
  });

  it('a UTC day is days since the epoch', () => {
    expect(utcDay(Date.UTC(2026, 10, 27, 23, 59, 59, 999))).toBe(utcDay(Date.UTC(2026, 10, 27)));
    expect(utcDay(Date.UTC(2026, 10, 28))).toBe(utcDay(Date.UTC(2026, 10, 27)) + 1);
  });
});
