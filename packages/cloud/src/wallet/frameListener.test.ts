import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Two neighbouring free ports: the first left free, the second held by `holder`. */
async function portBelowAHeldOne(holder: Server): Promise<number> {
  for (;;) {
    const held = await listen(holder, 0);
    const probe = createServer();
    const free = await listen(probe, held - 1).catch(() => undefined);
    await close(probe);
    if (free !== undefined) return free;
    await close(holder);
  }
}

describe('the secure frame’s port', () => {
  let location: TestDbLocation;
  const clouds: RunningCloud[] = [];
  const holder = createServer();
  afterAll(async () => {
    await Promise.all(clouds.map((cloud) => cloud.stop()));
    if (holder.listening) await close(holder);
    await location?.dispose();
  });

  it('is the cloud’s port + 1 by default, or a free one when that is taken', async () => {
    location = await (dbPasses[0] as (typeof dbPasses)[number]).location();
    const port = await portBelowAHeldOne(holder);
    const cloud = await startTestCloud(location, { port });
    clouds.push(cloud);
    expect(new URL(cloud.url).port).toBe(String(port));
    const framePort = Number(new URL(cloud.frameUrl).port);
    expect(framePort).not.toBe(port + 1);
    expect((await fetch(`${cloud.frameUrl}/`)).status).toBe(503);

    await close(holder);
    await cloud.stop();
    const restarted = await startTestCloud(location, { port });
    clouds.push(restarted);
    expect(restarted.frameUrl).toBe(`http://127.0.0.1:${port + 1}`);
  });
});

describe('a secure frame and cloud behind a proxy (public URLs)', () => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let dir: string;
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names the public cloud in the policy and admits the public frame origin', async () => {
    location = await (dbPasses[0] as (typeof dbPasses)[number]).location();
    dir = await mkdtemp(join(tmpdir(), 'portico-frame-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html>');
    const probe = createServer();
    const framePort = await listen(probe, 0);
    await close(probe);
    cloud = await startTestCloud(location, {
      config: {
        wallet: {
          frame: { dir, port: framePort, publicUrl: 'https://frame.portico.test/' },
          publicCloudUrl: 'https://cloud.portico.test/api',
        },
      },
    });
    expect(cloud.frameUrl).toBe('https://frame.portico.test');
    const { id } = await createProject(cloud.db, { name: 'Proxied', allowedOrigins: ['https://dapp.test'] });
    const origins = (origin: string) =>
      fetch(`${cloud.url}/projects/v1/origins?${sdkQuery(id)}`, { headers: { origin } });
    expect((await origins('https://frame.portico.test')).status).toBe(200);
    expect((await origins('https://evil.test')).status).toBe(403);
    const page = await fetch(`http://127.0.0.1:${framePort}/?projectId=${id}`);
    expect(page.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://cloud.portico.test;",
    );
  });
});

describe('a secure frame on a host name of its own (frameHost)', () => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  it('is reached by that name on the listener’s port, and that origin passes the origin check', async () => {
    location = await (dbPasses[0] as (typeof dbPasses)[number]).location();
    cloud = await startTestCloud(location, { frameHost: 'portico-frame.localhost' });
    const { hostname, port } = new URL(cloud.frameUrl);
    expect(hostname).toBe('portico-frame.localhost');
    expect(cloud.frameUrl).toBe(`http://portico-frame.localhost:${port}`);
    // The listener binds the cloud's host: the same port answers on 127.0.0.1.
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(503);
    const { id } = await createProject(cloud.db, { name: 'Framed', allowedOrigins: ['https://dapp.test'] });
    const origins = (origin: string) =>
      fetch(`${cloud.url}/projects/v1/origins?${sdkQuery(id)}`, { headers: { origin } });
    expect((await origins(cloud.frameUrl)).status).toBe(200);
    expect((await origins(`http://127.0.0.1:${port}`)).status).toBe(403);
  });
});
