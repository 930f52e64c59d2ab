import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';

describe.each(oneDbPass)('edge rules on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let strict: string;
  let open: string;

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location);
    strict = (
      await createProject(cloud.db, {
        name: 'Strict',
        allowedOrigins: ['*.example.com', 'https://app.example.org', 'localhost:5173'],
      })
    ).id;
    open = (await createProject(cloud.db, { name: 'No origins' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${cloud.url}${path}`, { headers });

  it.each([
    ['§7 projectId missing', () => '/appkit/v1/config?st=a&sv=1'],
    ['§7 projectId empty', () => '/appkit/v1/config?projectId=&st=a&sv=1'],
    ['§8 unknown projectId', () => `/appkit/v1/config?${sdkQuery('0123456789abcdef0123456789abcdef')}`],
    ['§8 projectId not URL-safe', () => `/projects/v1/origins?${sdkQuery('a b/c')}`],
    ['§8 projectId too long', () => `/getAnalyticsConfig?${sdkQuery('a'.repeat(500))}`],
    ['§8 projectId repeated', () => `/getAnalyticsConfig?projectId=${strict}&projectId=${strict}&st=a&sv=1`],
  ])('%s → 403 INVALID_PROJECT_ID', async (_section, path) => {
    const response = await get(path());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'INVALID_PROJECT_ID', message: expect.any(String) });
  });

  it.each([
    // wildcard
    ['§5 wildcard subdomain', 'https://a.example.com', 200],
    ['§5 wildcard deeper subdomain', 'https://a.b.example.com', 200],
    ['§5 wildcard never the apex', 'https://example.com', 403],
    ['§5 wildcard suffix attack', 'https://a.example.com.evil.io', 403],
    ['§5 wildcard glued label', 'https://evilexample.com', 403],
    // full origin
    ['§5 exact origin', 'https://app.example.org', 200],
    ['§5 exact origin, other scheme', 'http://app.example.org', 403],
    ['§5 exact origin, other subdomain', 'https://www.example.org', 403],
    // bare host with port
    ['§5 bare host with port', 'http://localhost:5173', 200],
    ['§5 bare host, other port', 'http://localhost:5174', 403],
    // odd origins
    ['§5 opaque origin', 'null', 403],
    ['§5 look-alike host (as browsers send it)', new URL('https://a.exаmple.com').origin, 403],
  ])('[§5 origin-allowlist] %s: %s → %i', async (_section, origin, status) => {
    const response = await get(`/projects/v1/origins?${sdkQuery(strict)}`, { origin });
    expect(response.status).toBe(status);
    // CORS answers any origin, also on the 403, so the modal can read the code.
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    if (status === 403) {
      expect(await response.json()).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' });
    } else {
      expect(response.headers.get('x-portico-domain-status')).toBe('verified');
    }
  });

  it('§8 a request without Origin passes the origin check unmarked', async () => {
    const response = await get(`/projects/v1/origins?${sdkQuery(strict)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-portico-domain-status')).toBeNull();
  });

  it.each([
    ['§8 with an Origin', { origin: 'https://anything.test' }],
    ['§8 without an Origin', {}],
  ])('§8 a project without origins admits any and is marked unverified: %s', async (_section, headers) => {
    const response = await get(`/projects/v1/origins?${sdkQuery(open)}`, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-portico-domain-status')).toBe('unverified');
    expect(await response.json()).toEqual({ allowedOrigins: [] });
  });

  it.each([
    ['§7 GET /appkit/v1/config', '/appkit/v1/config'],
    ['§7 POST /e', '/e'],
  ])('DECISIONS CORS preflight from any origin: %s', async (_section, path) => {
    const response = await fetch(`${cloud.url}${path}?${sdkQuery(strict)}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://not-on-any-list.example.net',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://not-on-any-list.example.net');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('§8 exposes the domain status and Retry-After headers to the page', async () => {
    const response = await get(`/appkit/v1/config?${sdkQuery(open)}`, { origin: 'https://a.test' });
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('x-portico-domain-status');
    expect(exposed).toContain('retry-after');
  });

  it.each([
    ['§7 st missing', () => `/appkit/v1/config?projectId=${strict}&sv=1`, /must have required property 'st'/],
    [
      '§7 unknown parameter',
      () => `/appkit/v1/config?${sdkQuery(strict, { foo: '1' })}`,
      /additional properties: foo/,
    ],
    [
      '§7 NUL in a parameter',
      () => `/appkit/v1/config?${sdkQuery(strict, { st: 'a\u0000b' })}`,
      /without NUL/,
    ],
    ['§7 lone surrogate', () => `/appkit/v1/config?${sdkQuery(strict)}&x=%ED%A0%80`, /./],
  ])('%s → 400 BAD_REQUEST', async (_section, path, message) => {
    const response = await get(path());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toMatch(message);
  });

  it('unknown route → 404 NOT_FOUND', async () => {
    const response = await get(`/nope?${sdkQuery(strict)}`);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });
});

describe('rate limits', () => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let first: string;
  let second: string;

  beforeAll(async () => {
    location = await (dbPasses[0] as (typeof dbPasses)[number]).location();
    cloud = await startTestCloud(location, {
      config: { rateLimit: { perIp: 6, perProject: 3, windowMs: 30_000 } },
    });
    first = (await createProject(cloud.db, { name: 'One' })).id;
    second = (await createProject(cloud.db, { name: 'Two' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const statuses = async (projectId: string, count: number) => {
    const responses = [];
    for (let i = 0; i < count; i++)
      responses.push(await fetch(`${cloud.url}/getAnalyticsConfig?${sdkQuery(projectId)}`));
    return responses;
  };

  it('§8 per project, then per IP → 429 with Retry-After', async () => {
    const overProject = await statuses(first, 4);
    expect(overProject.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const limited = overProject[3] as Response;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/retry after/),
    });

    // Another project has its own budget until the IP's budget (6) is spent.
    expect((await statuses(second, 3)).map((r) => r.status)).toEqual([200, 200, 429]);
    expect((await statuses(second, 1))[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
