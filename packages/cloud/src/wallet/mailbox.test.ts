import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCloud, startCloud } from '../server.js';
import { dbPasses, oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { createMailboxMailer } from './mailboxMailer.js';

describe.each(oneDbPass)('the built-in mailbox on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let now = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location);
    const mailer = createMailboxMailer(cloud.db, () => now);
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'Your Portico code is 111111' });
    now += 1_000;
    await mailer.send({ to: 'b@example.com', subject: '<script>alert(1)</script>', text: 'a & b < c' });
    now += 1_000;
    await mailer.send({ to: 'a@example.com', subject: 'Third', text: 'Your Portico code is 333333' });
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  it('lists one address’s messages, newest first, without the project edge rules', async () => {
    expect(cloud.mailboxUrl).toBe(`${cloud.url}/mailbox`);
    const response = await fetch(`${cloud.mailboxUrl}/messages?to=A@example.com`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        to: 'a@example.com',
        subject: 'Third',
        text: 'Your Portico code is 333333',
        receivedAt: new Date(now).toISOString(),
      },
      {
        to: 'a@example.com',
        subject: 'First',
        text: 'Your Portico code is 111111',
        receivedAt: new Date(now - 2_000).toISOString(),
      },
    ]);
  });

  it('shows every message on an HTML page, newest first, escaped', async () => {
    const response = await fetch(cloud.mailboxUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<h1>Portico mailbox</h1>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('a &amp; b &lt; c');
    expect(page).not.toContain('<script>');
    expect(page.indexOf('Third')).toBeLessThan(page.indexOf('First'));
  });
});

describe.each(oneDbPass)('the mailbox and CORS on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const origin = 'https://evil.example';

  it.each(['/mailbox', '/mailbox/messages?to=a@example.com'])(
    'GET %s sends no CORS header: another website cannot read the codes',
    async (path) => {
      const response = await fetch(`${cloud.url}${path}`, { headers: { origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${cloud.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('the rest of the API keeps its CORS for any origin', async () => {
    const response = await fetch(`${cloud.url}/healthz`, { headers: { origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

describe('a cloud without the mailbox', () => {
  it('serves no /mailbox (404) even without SMTP', async () => {
    const [pglite] = dbPasses;
    if (pglite === undefined) throw new Error('no PGlite pass');
    const location = await pglite.location();
    const cloud = await startTestCloud(location, { config: { wallet: { mail: {} } } });
    try {
      expect((await fetch(cloud.mailboxUrl)).status).toBe(404);
      expect((await fetch(`${cloud.mailboxUrl}/messages`)).status).toBe(404);
    } finally {
      await cloud.stop();
      await location.dispose();
    }
  });

  it('refuses to start the mailbox on a host other than loopback unless allowed', async () => {
    await expect(
      startCloud({ host: '0.0.0.0', port: 0, config: { wallet: { mail: { mailbox: true } } } }),
    ).rejects.toThrow('The built-in mailbox would serve every login code on 0.0.0.0');
  });
});
