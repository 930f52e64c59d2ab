import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { ancestorSources } from './frameCsp.js';
import { frameNotBuilt } from './frameServer.js';

const defaultAncestors =
  'http://localhost:* https://localhost:* https://*.vercel.app https://*.pages.dev https://*.netlify.app';
const indexHtml = '<!doctype html><script type="module" src="/assets/frame-3f2a.js"></script>';
const callbackHtml = '<!doctype html><script type="module" src="../assets/callback-9c1d.js"></script>';

describe.each(oneDbPass)('the secure frame on its own origin ($name)', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let dir: string;
  let strict: string;
  let other: string;
  let open: string;
  let development: RunningCloud;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-frame-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    await mkdir(join(dir, 'social'));
    await writeFile(join(dir, 'social', 'callback.html'), callbackHtml);
    await writeFile(join(dir, 'assets', 'frame-3f2a.js'), 'export {};');
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
    location = await pass.location();
    cloud = await startTestCloud(location, { config: { wallet: { frame: { dir } } } });
    development = await startTestCloud(location, {
      db: cloud.db,
      config: { wallet: { frame: { dir, developmentAncestors: true } } },
    });
    strict = (
      await createProject(cloud.db, {
        name: 'Strict',
        allowedOrigins: ['*.example.com', 'https://app.example.org', 'localhost:5173'],
      })
    ).id;
    other = (await createProject(cloud.db, { name: 'Other', allowedOrigins: ['https://other.example'] })).id;
    open = (await createProject(cloud.db, { name: 'Open', allowedOrigins: [] })).id;
  });
  afterAll(async () => {
    await development?.stop();
    await cloud?.stop();
    await location?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html with a policy naming the project’s pages, and no default ancestor outside development', async () => {
    expect(new URL(cloud.frameUrl).port).not.toBe(new URL(cloud.url).port);
    const response = await fetch(`${cloud.frameUrl}/?projectId=${strict}&chainId=eip155:1&version=4`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        `connect-src 'self' ${cloud.url}`,
        'frame-ancestors http://*.example.com:* https://*.example.com:* https://app.example.org http://localhost:5173 https://localhost:5173',
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('each project gets its own ancestors', async () => {
    const response = await fetch(`${cloud.frameUrl}/?projectId=${other}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors https://other.example;');
    expect(policy).not.toContain('example.org');
  });

  it('outside development, a project without allowed origins cannot be framed at all', async () => {
    const response = await fetch(`${cloud.frameUrl}/?projectId=${open}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none';");
  });

  it('in development (wallet.frame.developmentAncestors), the default ancestors frame it too', async () => {
    const policy = async (projectId: string) =>
      (await fetch(`${development.frameUrl}/?projectId=${projectId}`)).headers.get('content-security-policy');
    expect(await policy(other)).toContain(`frame-ancestors https://other.example ${defaultAncestors};`);
    expect(await policy(open)).toContain(`frame-ancestors ${defaultAncestors};`);
  });

  it.each([
    ['an unknown projectId', '/?projectId=0123456789abcdef0123456789abcdef'],
    ['no projectId', '/'],
    ['a malformed projectId', '/?projectId=a%20b'],
  ])('answers 403 to %s', async (_case, path) => {
    const response = await fetch(`${cloud.frameUrl}${path}`);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Unknown project');
  });

  it('serves the hashed assets for a year, other files revalidated, nothing else', async () => {
    const asset = await fetch(`${cloud.frameUrl}/assets/frame-3f2a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${cloud.frameUrl}/robots.txt`)).headers.get('cache-control')).toBe('no-cache');
    for (const path of [
      '/index.html',
      '/assets/missing.js',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2fshare.key',
    ]) {
      expect((await fetch(`${cloud.frameUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('serves the social login callback page at /social/callback only: own script, never framed, no referrer, no cache', async () => {
    const response = await fetch(`${cloud.frameUrl}/social/callback?code=c&state=s`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(callbackHtml);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${cloud.frameUrl}/social/callback.html`)).status).toBe(404);
  });

  it("a provider's posted answer (Apple's form_post) goes on to the page as a GET with code, state, iss and error only", async () => {
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${cloud.frameUrl}/social/callback`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        redirect: 'manual',
      });
    const answer = await post(
      new URLSearchParams({
        code: 'c.1',
        state: 's',
        id_token: 'x.y.z',
        user: '{"email":"a@b.co"}',
      }).toString(),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/social/callback?code=c.1&state=s');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const denied = await post('error=user_cancelled_authorize&state=s');
    expect(denied.headers.get('location')).toBe('/social/callback?state=s&error=user_cancelled_authorize');
    // Anything else is refused with a client error, never a server error.
    expect((await post('{"code":"c"}', 'application/json')).status).toBe(415);
    expect((await post(`code=${'c'.repeat(70_000)}`)).status).toBe(413);
    const oversized = await post(`code=${'c'.repeat(3_000)}&state=s`);
    expect(oversized.headers.get('location')).toBe('/social/callback?state=s');
  });

  it('answers 503 naming the build command while the frame is not built', async () => {
    await rename(join(dir, 'index.html'), join(dir, 'index.html.away'));
    try {
      const response = await fetch(`${cloud.frameUrl}/?projectId=${strict}`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(frameNotBuilt);
    } finally {
      await rename(join(dir, 'index.html.away'), join(dir, 'index.html'));
    }
  });

  it('the frame’s origin passes the origin check of every project; other origins do not', async () => {
    const origin = cloud.frameUrl;
    for (const projectId of [strict, other]) {
      const origins = await fetch(`${cloud.url}/projects/v1/origins?${sdkQuery(projectId)}`, {
        headers: { origin },
      });
      expect(origins.status).toBe(200);
      const otp = await fetch(`${cloud.url}/v1/wallet/email/otp?${sdkQuery(projectId)}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `frame-${projectId}@example.com` }),
      });
      expect(otp.status).toBe(200);
    }
    // The RPC proxy and balances pass the edge too (and then refuse the chain this cloud does not serve).
    const rpc = await fetch(`${cloud.url}/v1?${sdkQuery(strict, { chainId: 'eip155:1' })}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    });
    expect(rpc.status).toBe(400);
    const balance = await fetch(
      `${cloud.url}/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?${sdkQuery(strict, { chainId: 'eip155:1' })}`,
      { headers: { origin } },
    );
    expect(balance.status).toBe(400);
    const { port } = new URL(cloud.frameUrl);
    for (const impostor of [
      `http://localhost:${port}`,
      `https://127.0.0.1:${port}`,
      'https://evil.example',
    ]) {
      const refused = await fetch(`${cloud.url}/projects/v1/origins?${sdkQuery(strict)}`, {
        headers: { origin: impostor },
      });
      expect(refused.status, impostor).toBe(403);
    }
  });
});

describe('frame ancestors from origin patterns', () => {
  it.each([
    ['https://app.example.org', ['https://app.example.org']],
    ['https://app.example.org:8443/', ['https://app.example.org:8443']],
    ['http://*.example.com', ['http://*.example.com']],
    ['*.example.com', ['http://*.example.com:*', 'https://*.example.com:*']],
    ['localhost:5173', ['http://localhost:5173', 'https://localhost:5173']],
    ['EXAMPLE.com', ['http://example.com:*', 'https://example.com:*']],
    ["https://a.example; script-src 'unsafe-inline'", []],
    ['not a pattern at all', []],
  ])('%s → %j', (pattern, sources) => {
    expect(ancestorSources(pattern)).toEqual(sources);
  });
});
