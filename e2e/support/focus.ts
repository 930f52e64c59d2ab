import type { Page } from 'playwright-core';

export interface FocusedControl {
  /** The focus is inside the modal's shadow root. */
  inModal: boolean;
  /** Its role attribute or tag name, and a name: aria-label, else its text. */
  role: string;
  name: string;
}

/** What has the keyboard focus, looking through open shadow roots. */
export function focusedControl(page: Page): Promise<FocusedControl> {
  return page.evaluate(() => {
    let active = document.activeElement;
    let inModal = false;
    while (active?.shadowRoot?.activeElement) {
      inModal ||= active.hasAttribute('data-portico-modal');
      active = active.shadowRoot.activeElement;
    }
    return {
      inModal,
      role: active?.getAttribute('role') ?? active?.tagName.toLowerCase() ?? '',
      name: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });
}

/** Presses `key` until `done` says the focus is where it should be; fails after `limit` presses. */
export async function pressUntil(
  page: Page,
  key: string,
  done: (focused: FocusedControl) => boolean,
  limit = 30,
): Promise<FocusedControl> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    const focused = await focusedControl(page);
    if (done(focused)) return focused;
  }
  throw new Error(`${limit} presses of ${key} never reached the control`);
}
