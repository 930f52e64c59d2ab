import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { type SessionBody, walletTestClient } from '../test/walletClient.js';
import { refreshGraceMs } from './walletSessions.js';

describe.each(oneDbPass)('two tabs refreshing one session on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;
  let now = Date.UTC(2026, 0, 1);
  let emails = 0;

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location, { clock: () => now });
    const project = await createProject(cloud.db, { name: 'Tabs', allowedOrigins: ['https://dapp.example'] });
    client = walletTestClient(cloud, project.id, 'https://dapp.example');
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const refresh = (refreshToken: string) =>
    client.post<SessionBody>('/v1/wallet/session/refresh', { refreshToken });
  const userStatus = async (accessToken: string) => (await client.get('/v1/wallet/user', accessToken)).status;

  it('both tabs get a live session when they send the same refresh token at once', async () => {
    const { session } = await client.login(`tabs${++emails}@example.com`);
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await userStatus(first.body.accessToken)).toBe(200);
    expect(await userStatus(second.body.accessToken)).toBe(200);
    // Each tab goes on refreshing its own session.
    now += 60_000;
    expect((await refresh(first.body.refreshToken)).status).toBe(200);
    expect((await refresh(second.body.refreshToken)).status).toBe(200);
  });

  it(`a spent token refreshes again up to ${refreshGraceMs} ms after it was spent`, async () => {
    const { session } = await client.login(`tabs${++emails}@example.com`);
    const first = await refresh(session.refreshToken);
    now += refreshGraceMs - 1;
    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(200);
    expect(await userStatus(first.body.accessToken)).toBe(200);
    expect(await userStatus(late.body.accessToken)).toBe(200);
  });

  it('a spent token used after the grace window revokes every session of the login', async () => {
    const { session } = await client.login(`tabs${++emails}@example.com`);
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    now += refreshGraceMs;
    expect(await refresh(session.refreshToken)).toMatchObject({
      status: 401,
      body: { code: 'SESSION_EXPIRED', message: 'Session Expired' },
    });
    expect(await userStatus(first.body.accessToken)).toBe(401);
    expect(await userStatus(second.body.accessToken)).toBe(401);
    expect((await refresh(first.body.refreshToken)).status).toBe(401);
    expect((await refresh(second.body.refreshToken)).status).toBe(401);
  });
});
