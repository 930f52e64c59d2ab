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

  it('§9 a new project gets the remote-feature defaults of what is built, and a URL-safe id', async () => {
    const project = await createProject(db, { name: 'Defaults', allowedOrigins: ['a.com', ' a.com '] });
    expect(project.id).toMatch(/^[0-9a-f]{32}$/);
    expect(project.allowedOrigins).toEqual(['a.com']);
    expect(project.features).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      swaps: false,
      onramp: false,
      activity: true,
      reownBranding: true,
      multiWallet: false,
      analytics: true,
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
