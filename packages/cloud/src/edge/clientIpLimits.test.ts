import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import type { TrustProxy } from './trustedProxies.js';

const perIp = 3;
let forged = 0;
/** A client behind the proxy (the test) that writes its own X-Forwarded-For, a new one each time. */
const forgedThenAppended = () => ({ 'x-forwarded-for': `1.2.3.${++forged % 250}, 5.6.7.8` });

/** Status of a WebSocket upgrade to the relay under a project of the cloud: 101, or the refusal (429). */
function relayUpgrade(url: string, projectId: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const upgrade = request(`${url}/relay?projectId=${projectId}`, {
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.alloc(16, 1).toString('base64'),
      },
    });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

describe.each(oneDbPass)('the client IP of the per-IP limits on $name', (pass) => {
  const started: { cloud: RunningCloud; location: TestDbLocation }[] = [];
  afterAll(async () => {
    for (const { cloud, location } of started) {
      await cloud.stop();
      await location.dispose();
    }
  });
  async function cloudTrusting(trustProxy: TrustProxy | undefined) {
    const location = await pass.location();
    const cloud = await startTestCloud(location, {
      ...(trustProxy === undefined ? {} : { trustProxy }),
      config: { rateLimit: { perIp, perProject: 1_000, windowMs: 60_000 } },
    });
    started.push({ cloud, location });
    const { id } = await createProject(cloud.db, { name: 'Limits' });
    const statuses = async (count: number, headers: () => Record<string, string>) => {
      const list: number[] = [];
      for (let i = 0; i < count; i++) {
        const response = await fetch(`${cloud.url}/v1/supported-chains?${sdkQuery(id)}`, {
          headers: headers(),
        });
        list.push(response.status);
      }
      return list;
    };
    const upgrades = async (count: number, headers: () => Record<string, string>) => {
      const list: number[] = [];
      for (let i = 0; i < count; i++) list.push(await relayUpgrade(cloud.url, id, headers()));
      return list;
    };
    return { statuses, upgrades };
  }

  let oneHop: Awaited<ReturnType<typeof cloudTrusting>>;
  let none: Awaited<ReturnType<typeof cloudTrusting>>;
  beforeAll(async () => {
    oneHop = await cloudTrusting(1);
    none = await cloudTrusting(undefined);
  });

  const limited = [200, 200, 200, 429, 429];

  it('trusting 1 hop, a client that forges the start of X-Forwarded-For still hits the per-IP limit (API)', async () => {
    expect(await oneHop.statuses(5, forgedThenAppended)).toEqual(limited);
  });

  it('trusting 1 hop, the relay counts connections by the same address', async () => {
    expect(await oneHop.upgrades(5, forgedThenAppended)).toEqual([101, 101, 101, 429, 429]);
  });

  it('trusting 1 hop, clients the proxy saw at different addresses have a limit each', async () => {
    const other = (n: number) => () => ({ 'x-forwarded-for': `1.2.3.4, 198.51.100.${n}` });
    expect(await oneHop.statuses(1, other(1))).toEqual([200]);
    expect(await oneHop.statuses(1, other(2))).toEqual([200]);
  });

  it('without --trust-proxy, X-Forwarded-For is ignored (API and relay)', async () => {
    const anyHeader = () => ({ 'x-forwarded-for': `203.0.113.${++forged % 250}` });
    expect(await none.statuses(5, anyHeader)).toEqual(limited);
    expect(await none.upgrades(5, anyHeader)).toEqual([101, 101, 101, 429, 429]);
  });
});
