import type { Stack } from '@portico/devnet';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { accountField, dialog, untilConnected, walletBar } from '../demoPage.js';

/** A mail in the cloud's development mailbox (`GET <mailboxUrl>/messages?to=`). */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

/** The mails the stack's cloud sent to `to`, newest first. */
export async function mailbox(stack: Stack, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${stack.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox: HTTP ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** The code of the newest mail to `to` received after `since` (a mail's text holds its code). */
export async function codeFor(stack: Stack, to: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [latest] = await mailbox(stack, to);
      code =
        latest && Date.parse(latest.receivedAt) >= since ? latest.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code !== undefined;
    })
    .toBe(true);
  return code as string;
}

/**
 * Waits until the stack's cloud takes a new login code for `to`: its cooldown (`walletCooldownMs`, set by the e2e
 * global setup) counted from the newest mail to `to`, which the cloud sends after it recorded that code.
 */
export async function waitOutCooldown(stack: Stack, to: string): Promise<void> {
  const [latest] = await mailbox(stack, to);
  if (!latest) return;
  const wait = Date.parse(latest.receivedAt) + inject('walletCooldownMs') - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** A step of the modal's email login or update: its form, named by its heading. */
export const loginStep = (page: Page, heading: string | RegExp) =>
  dialog(page).getByRole('form', { name: heading });

/** Connect Wallet → the email field → Continue, as a visitor types it. */
export async function startEmailLogin(page: Page, to: string): Promise<void> {
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(to);
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The code step: the code mailed to `to` after `since`, typed and sent. */
export async function enterCode(stack: Stack, page: Page, to: string, since: number): Promise<void> {
  const form = loginStep(page, /^Enter the 6-digit code we sent to/);
  await form.getByRole('textbox', { name: 'Code' }).fill(await codeFor(stack, to, since));
  await form.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The demo's account once it shows connected: its address. */
export async function connectedAddress(page: Page): Promise<`0x${string}`> {
  // After a recovery password the frame derives and encrypts the wallet's keys (PBKDF2, 600,000 rounds) in the
  // browser: beside the unit stage on two cores, connecting took more than 20 s in some runs.
  await untilConnected(page, 45_000);
  return (await accountField(page, 'Address').textContent()) as `0x${string}`;
}
