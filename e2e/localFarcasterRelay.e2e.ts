import type { Stack } from '@portico/devnet';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, readStack } from './browser.js';

describe("the stack's local Farcaster relay", () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([readStack(), launchBrowser()]);
  });
  afterAll(() => browser?.close());

  it('approves a sign-in on its approval page in a browser, as the chosen devnet Farcaster user', async () => {
    const farcaster = stack.farcaster;
    if (!farcaster) throw new Error('the stack has no Farcaster relay');
    const created = await fetch(`${farcaster.relayUrl}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: `${stack.demoUrl}/login`, domain: new URL(stack.demoUrl ?? '').host }),
    });
    expect(created.status).toBe(201);
    const { channelToken, url } = (await created.json()) as { channelToken: string; url: string };

    const { page, offLoopback } = await openPage(browser);
    await page.goto(url);
    await expect(page.title()).resolves.toBe('Sign in with Farcaster');
    await page.getByRole('radio', { name: /@bob, fid 2/ }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/as @bob\s+\(fid 2\)/);

    const status = await fetch(`${farcaster.relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    });
    expect(status.status).toBe(200);
    const bob = farcaster.accounts.find(({ username }) => username === 'bob');
    expect(await status.json()).toMatchObject({
      state: 'completed',
      fid: 2,
      username: 'bob',
      custody: bob?.address,
    });
    expect(offLoopback).toEqual([]);
    await page.close();
  });

  it("keeps the relay key and custody keys from the demo's pages: its /stack.json has no farcaster", async () => {
    const served = await (await fetch(`${stack.demoUrl}/stack.json`)).json();
    expect(served).toMatchObject({ cloudUrl: stack.cloudUrl });
    expect(served).not.toHaveProperty('farcaster');
  });
});
