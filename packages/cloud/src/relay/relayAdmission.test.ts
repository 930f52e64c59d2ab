import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CloudConfigInput } from '../config.js';
import { seedDemoProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import {
  RawRelayClient,
  RelayIdentity,
  relayTestProjectId,
  seedRelayTestProject,
  upgradeStatus,
} from './test/rawRelayClient.js';

/** Who may open a relay socket: a known project in `projectId`, within the open sockets per IP and per project. */
describe.each(oneDbPass)('relay admission on $name', (pass) => {
  let data: TestDbLocation | undefined;
  const clouds: RunningCloud[] = [];
  const clients: RawRelayClient[] = [];

  const start = async (relay: CloudConfigInput['relay'] = {}) => {
    data ??= await pass.location();
    const cloud = await startTestCloud(data, { config: { relay } });
    clouds.push(cloud);
    await seedRelayTestProject(cloud);
    return cloud;
  };
  const client = async (cloud: RunningCloud, projectId = relayTestProjectId) => {
    const connected = await RawRelayClient.connect(cloud.relayUrl, undefined, { projectId });
    clients.push(connected);
    return connected;
  };
  const upgrade = async (cloud: RunningCloud, query: string) => {
    const token = await new RelayIdentity().token(cloud.relayUrl);
    return upgradeStatus(`${cloud.relayUrl}?auth=${token}${query}`);
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });
  afterAll(() => data?.dispose());

  it('refuses an upgrade without a projectId (401) or with one no project has (403), before any socket opens', async () => {
    const cloud = await start();
    expect(await upgrade(cloud, '')).toEqual({
      status: 401,
      body: 'Missing projectId: connect with ?projectId=<a project of this cloud>',
    });
    expect(await upgrade(cloud, '&projectId=')).toMatchObject({ status: 401 });
    const unknown = { status: 403, body: 'Unknown projectId: no project of this cloud has that id' };
    expect(await upgrade(cloud, '&projectId=no-such-project')).toEqual(unknown);
    expect(await upgrade(cloud, `&projectId=${'x'.repeat(5_000)}`)).toEqual(unknown);
    expect(await upgrade(cloud, '&projectId=%00%27%3B--')).toEqual(unknown);
    expect(await upgrade(cloud, `&projectId=${relayTestProjectId}`)).toEqual({ status: 101, body: '' });
  });

  it('admits a project created while the cloud runs', async () => {
    const cloud = await start();
    expect((await upgrade(cloud, '&projectId=created-later')).status).toBe(403);
    await seedDemoProject({ db: cloud.db, origins: [], id: 'created-later' });
    expect((await upgrade(cloud, '&projectId=created-later')).status).toBe(101);
  });

  it('refuses a socket past the open sockets per IP (429) and admits one again once a socket closes', async () => {
    const cloud = await start({ maxSocketsPerIp: 2 });
    const first = await client(cloud);
    await client(cloud);
    expect(await upgrade(cloud, `&projectId=${relayTestProjectId}`)).toEqual({
      status: 429,
      body: 'Too many open relay connections from this IP (at most 2)',
    });
    await first.close();
    await expect
      .poll(async () => (await upgrade(cloud, `&projectId=${relayTestProjectId}`)).status)
      .toBe(101);
  });

  it('refuses a socket past the open sockets per project (429); other projects still connect', async () => {
    const cloud = await start({ maxSocketsPerProject: 2 });
    await seedDemoProject({ db: cloud.db, origins: [], id: 'other-project' });
    await client(cloud);
    await client(cloud);
    expect(await upgrade(cloud, `&projectId=${relayTestProjectId}`)).toEqual({
      status: 429,
      body: 'Too many open relay connections for this project (at most 2)',
    });
    expect((await upgrade(cloud, '&projectId=other-project')).status).toBe(101);
  });

  it('does not count sockets whose JWT was refused', async () => {
    const cloud = await start({ maxSocketsPerIp: 1 });
    for (let i = 0; i < 3; i++) {
      const refused = await upgradeStatus(`${cloud.relayUrl}?auth=not-a-jwt&projectId=${relayTestProjectId}`);
      expect(refused.status).toBe(101); // then closed with 3000
    }
    await expect
      .poll(async () => (await upgrade(cloud, `&projectId=${relayTestProjectId}`)).status)
      .toBe(101);
  });
});

describe('default relay socket limits', () => {
  it('50 sockets per IP and 5,000 per project', async () => {
    const { defaultCloudConfig } = await import('../config.js');
    expect(defaultCloudConfig.relay).toMatchObject({ maxSocketsPerIp: 50, maxSocketsPerProject: 5_000 });
  });
});
