import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { countEvents } from './analytics/index.js';
import { createProject, getProject } from './projects/index.js';
import { dbPasses, sdkQuery, startTestCloud, type TestDbLocation } from './test/dbPasses.js';

describe.each(dbPasses)('startCloud on $name', (pass) => {
  const locations: TestDbLocation[] = [];
  const newLocation = async () => {
    const location = await pass.location();
    locations.push(location);
    return location;
  };
  afterAll(() => Promise.all(locations.map((location) => location.dispose())));

  it('projects and events survive a restart on the same data', async () => {
    const location = await newLocation();
    const first = await startTestCloud(location);
    const project = await createProject(first.db, { name: 'Kept', allowedOrigins: ['*.example.com'] });
    const response = await fetch(`${first.url}/e?${sdkQuery(project.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://a.example.com' },
      body: JSON.stringify({
        eventId: randomUUID(),
        url: 'u',
        domain: 'd',
        timestamp: 1,
        props: { event: 'KEPT' },
      }),
    });
    expect(response.status).toBe(204);
    await first.stop();
    await first.stop(); // stopping twice is harmless

    const second = await startTestCloud(location);
    try {
      expect(await getProject(second.db, project.id)).toEqual(project);
      expect(await countEvents(second.db, project.id)).toEqual([{ event: 'KEPT', count: 1 }]);
      const origins = await fetch(`${second.url}/projects/v1/origins?${sdkQuery(project.id)}`);
      expect(await origins.json()).toEqual({ allowedOrigins: ['*.example.com'] });
    } finally {
      await second.stop();
    }
  });

  it('serves a health check outside the edge rules', async () => {
    const cloud = await startTestCloud(await newLocation());
    try {
      expect(await (await fetch(`${cloud.url}/healthz`)).json()).toEqual({ ok: true });
      expect(cloud.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await cloud.stop();
    }
  });
});
