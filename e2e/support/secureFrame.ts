import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The embedded wallet's secure frame the demo's connector loaded (its own document, on the frame's origin). */
export const secureFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Portico secure wallet"]');

/**
 * Waits until the frame stands still in the modal, shown: it grows when its forms show an error and the modal moves
 * it meanwhile (hidden while it moves), so keys and clicks wait for it to settle. Resolves to its height.
 */
export async function steadyFrame(page: Page): Promise<number> {
  const box = () =>
    page
      .locator('iframe[title="Portico secure wallet"]')
      .evaluate(
        (frame) =>
          `${(frame as HTMLElement).style.visibility} ${JSON.stringify(frame.getBoundingClientRect())}`,
      );
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = await box();
        const steady = now === previous && now.startsWith('visible');
        previous = now;
        return steady;
      },
      { interval: 150, timeout: 20_000 },
    )
    .toBe(true);
  return (JSON.parse(previous.slice(previous.indexOf(' ') + 1)) as DOMRect).height;
}

/** A new wallet's recovery password, chosen and confirmed in the secure frame's own form. */
export async function chooseRecoveryPassword(page: Page, password: string): Promise<void> {
  const form = secureFrame(page).getByRole('form', { name: 'Choose a recovery password' });
  // The strength meter fills in once zxcvbn has scored the password (slow on a loaded machine) and grows the frame,
  // which hides while it moves and, shown again, gives the focus back to the field that had it: text typed into
  // the next field meanwhile lands in the first. Type each field, and send, into a frame that stands still.
  const first = form.getByLabel('Recovery password', { exact: true });
  const second = form.getByLabel('Confirm recovery password');
  // After a refused try the frame grows by its error line: the keys wait until the modal has placed it.
  await steadyFrame(page);
  await first.fill(password);
  await expect.poll(() => form.getByText(/^Strength: /).isVisible(), { timeout: 20_000 }).toBe(true);
  await steadyFrame(page);
  await second.fill(password);
  await steadyFrame(page);
  // Both fields hold what was typed: a key lost while the frame moved would show here, not as a login that hangs.
  expect([await first.inputValue(), await second.inputValue()]).toEqual([password, password]);
  // A click waits until the button is visible, still and enabled; Enter pressed while the frame hid was lost.
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** The recovery password that unlocks an existing wallet on this device, typed in the secure frame. */
export async function enterRecoveryPassword(page: Page, password: string): Promise<void> {
  const form = secureFrame(page).getByRole('form', { name: 'Enter your recovery password' });
  const field = form.getByLabel('Recovery password');
  await steadyFrame(page);
  await field.fill(password);
  await steadyFrame(page);
  expect(await field.inputValue()).toBe(password);
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** The approval the secure frame shows for a request: its region, named by the request's title. */
export const approval = (page: Page, title: string | RegExp) =>
  secureFrame(page).getByRole('region', { name: title });

/**
 * Clicks Approve or Reject on the frame's approval once it is in view: the frame is shown only while it stands
 * still in the modal, and Approve is enabled only then (its visibility guard), so a click on either lands.
 */
export async function decide(
  page: Page,
  title: string | RegExp,
  button: 'Approve' | 'Reject',
): Promise<void> {
  const region = approval(page, title);
  await expect
    .poll(() => region.getByRole('button', { name: 'Approve' }).isEnabled(), { timeout: 20_000 })
    .toBe(true);
  await region.getByRole('button', { name: button }).click();
}

/**
 * Records, in the page, every message it receives (window and MessagePort) and posts (window and MessagePort), as
 * JSON: a secret typed in the frame must never show up in them.
 */
export async function recordPageMessages(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __porticoMessages: string[] }).__porticoMessages = seen;
    const note = (data: unknown) => {
      try {
        seen.push(JSON.stringify(data));
      } catch {
        seen.push(String(data));
      }
    };
    window.addEventListener('message', (event) => note(event.data), true);
    // Every message over the handshake's port, both ways (the page's end is a MessagePort).
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: never[]) {
      note(message);
      return post.call(this, message, ...rest);
    };
    const listen = MessagePort.prototype.addEventListener;
    MessagePort.prototype.addEventListener = function (
      this: MessagePort,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'message') listen.call(this, 'message', (event) => note((event as MessageEvent).data));
      return listen.call(this, type, listener, options);
    } as typeof MessagePort.prototype.addEventListener;
  });
  return () => page.evaluate(() => (window as unknown as { __porticoMessages: string[] }).__porticoMessages);
}
