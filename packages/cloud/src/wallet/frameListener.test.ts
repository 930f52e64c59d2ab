import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningCloud } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';

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
