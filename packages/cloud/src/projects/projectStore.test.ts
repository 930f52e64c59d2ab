import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDb } from '../db/index.js';
import { dbPasses, type TestDbLocation } from '../test/dbPasses.js';
import { defaultProjectFeatures } from './projectFeatures.js';
import { createProject, getProject, listProjects, updateProject } from './projectStore.js';
import { seedDemoProject } from './seedDemoProject.js';

describe.each(dbPasses)('projects on $name', (pass) => {
  let location: TestDbLocation;
  let db: Db;

  beforeAll(async () => {
    location = await pass.location();
    db = await openDb(location.options);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await location?.dispose();
  });

  it('§9 a new project gets the remote-feature defaults, and a URL-safe id', async () => {
    const project = await createProject(db, { name: 'Defaults', allowedOrigins: ['a.com', ' a.com '] });
    expect(project.id).toMatch(/^[0-9a-f]{32}$/);
    expect(project.allowedOrigins).toEqual(['a.com']);
    expect(project.features).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      swaps: ['aggregator'],
      onramp: ['meld', 'coinbase'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
      analytics: true,
    });
    // Smart accounts and sponsorship are off until the project turns them on.
    expect(project.smartAccountNetworks).toEqual([]);
    expect(project.sponsorship).toEqual({
      enabled: false,
      chains: [],
      dailyCapPerUserWei: '0',
      dailyProjectCapWei: null,
    });
    expect(await getProject(db, project.id)).toEqual(project);
    expect(await getProject(db, 'missing')).toBeUndefined();
  });

  it('updates origins and features, keeping the rest', async () => {
    const { id } = await createProject(db, { name: 'Edit', allowedOrigins: ['a.com', 'b.com'] });
    const updated = await updateProject(db, id, {
      addOrigins: ['c.com', 'a.com'],
      removeOrigins: ['b.com'],
      features: { email: false },
    });
    expect(updated).toMatchObject({ name: 'Edit', allowedOrigins: ['a.com', 'c.com'] });
    expect(updated?.features).toEqual({ ...defaultProjectFeatures, email: false });
    expect(await updateProject(db, 'missing', { name: 'x' })).toBeUndefined();
  });

  it('stores the smart-account networks and the sponsorship policy, a cap of 78 digits exactly', async () => {
    const { id } = await createProject(db, {
      name: 'Smart',
      smartAccountNetworks: ['eip155:1', ' eip155:10', 'eip155:1'],
      sponsorship: { enabled: true, chains: ['eip155:10'], dailyCapPerUserWei: '5000' },
    });
    expect(await getProject(db, id)).toMatchObject({
      smartAccountNetworks: ['eip155:1', 'eip155:10'],
      sponsorship: { enabled: true, chains: ['eip155:10'], dailyCapPerUserWei: '5000' },
    });
    // §3 stores the networks as a comma list.
    const { rows } = await db.query<{ smart_account_networks: string }>(
      'SELECT smart_account_networks FROM projects WHERE id = $1',
      [id],
    );
    expect(rows[0]?.smart_account_networks).toBe('eip155:1,eip155:10');
    const huge = `${2n ** 256n - 1n}`;
    const updated = await updateProject(db, id, {
      smartAccountNetworks: [],
      sponsorship: { dailyCapPerUserWei: huge, dailyProjectCapWei: huge },
    });
    expect(updated).toMatchObject({
      smartAccountNetworks: [],
      sponsorship: {
        enabled: true,
        chains: ['eip155:10'],
        dailyCapPerUserWei: huge,
        dailyProjectCapWei: huge,
      },
    });
    const uncapped = await updateProject(db, id, { sponsorship: { dailyProjectCapWei: null } });
    expect(uncapped?.sponsorship.dailyProjectCapWei).toBeNull();
  });

  it('seedDemoProject turns smart accounts and sponsorship on for the networks given, and leaves them otherwise', async () => {
    const networks = ['eip155:31337', 'eip155:31338'];
    const seeded = await seedDemoProject({
      db,
      origins: [],
      id: 'demo-smart',
      smartAccountNetworks: networks,
    });
    expect(seeded.smartAccountNetworks).toEqual(networks);
    expect(seeded.sponsorship).toEqual({
      enabled: true,
      chains: networks,
      dailyCapPerUserWei: '10000000000000000',
      dailyProjectCapWei: '1000000000000000000',
    });
    const again = await seedDemoProject({ db, origins: ['http://localhost:5173'], id: 'demo-smart' });
    expect(again.sponsorship).toEqual(seeded.sponsorship);
    const off = await seedDemoProject({ db, origins: [], id: 'demo-smart', smartAccountNetworks: [] });
    expect(off).toMatchObject({ smartAccountNetworks: [], sponsorship: { enabled: false, chains: [] } });
  });

  it('seedDemoProject creates the stable demo project once and adds origins', async () => {
    const first = await seedDemoProject({ db, origins: ['http://localhost:5173'] });
    expect(first).toMatchObject({ id: 'portico-demo', allowedOrigins: ['http://localhost:5173'] });
    const again = await seedDemoProject({ db, origins: ['http://127.0.0.1:5173', 'http://localhost:5173'] });
    expect(again.allowedOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(again.createdAt).toEqual(first.createdAt);
    expect((await listProjects(db)).filter((p) => p.id === 'portico-demo')).toHaveLength(1);
  });

  it('seedDemoProject turns the remote email feature on (the demo offers email login)', async () => {
    expect((await seedDemoProject({ db, origins: [], id: 'demo-email' })).features.email).toBe(true);
    await updateProject(db, 'demo-email', { features: { email: false } });
    expect((await seedDemoProject({ db, origins: [], id: 'demo-email' })).features.email).toBe(true);
  });
});
