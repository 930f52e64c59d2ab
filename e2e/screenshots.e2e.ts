import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';
import { type AxeFinding, axeOnModal, modalSettled } from './support/axe.js';
import { type Gallery, serveGallery } from './support/gallery.js';
import { comparePngs, keepForDiagnosis } from './support/pixels.js';

/**
 * Every modal view in light, dark and Arabic (right to left): a screenshot of the dialog compared with
 * e2e/screenshots/<scenario>-<mode>.png, and axe-core with no serious or critical finding. The views come from the
 * gallery (e2e/gallery): the modal with the React tests' fakes under a fixed clock, one scenario after the other in
 * one page. `UPDATE_SCREENSHOTS=1` writes the images instead of comparing them.
 */
const folder = fileURLToPath(new URL('./screenshots/', import.meta.url));
const update = process.env.UPDATE_SCREENSHOTS === '1';
/** At most this share of a screenshot's pixels may differ from the stored image (font hinting, anti-aliasing). */
const tolerance = 0.005;

const modes = [
  { mode: 'light', themeMode: 'light', locale: 'en' },
  { mode: 'dark', themeMode: 'dark', locale: 'en' },
  { mode: 'ar', themeMode: 'light', locale: 'ar' },
] as const;

/**
 * Ends the modal's transitions at once (the view's fade, the height) and waits until every image the modal shows
 * has loaded or failed (its fallback then shows) and nothing moves for two frames; then as axe's `modalSettled`.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('[data-portico-modal]')?.shadowRoot;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let quietFrames = 0, frames = 0; quietFrames < 2 && frames < 300; frames += 1) {
      await frame();
      const moving = (root?.getAnimations() ?? []).filter(
        (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
      for (const animation of moving) animation.finish();
      // A lazy image in a hidden panel (the Tokens tab behind Activity) never loads, and never shows.
      const loading =
        root?.querySelector('[data-view-loading]') != null ||
        [...(root?.querySelectorAll('img') ?? [])].some(
          (image) => !image.complete && image.checkVisibility(),
        );
      quietFrames = moving.length === 0 && !loading ? quietFrames + 1 : 0;
    }
  });
  await modalSettled(page);
}

/** '' when `shot` matches `stored` within the tolerance, else how they differ. */
function differenceFrom(stored: Buffer, shot: Buffer): string {
  const { sizes, differing } = comparePngs(stored, shot);
  if (sizes[0] !== sizes[1]) return `${sizes[0]} stored, ${sizes[1]} now`;
  const { width, height } = PNG.sync.read(stored);
  const share = differing / (width * height);
  return share <= tolerance ? '' : `${(share * 100).toFixed(2)} % of the pixels differ`;
}

describe('screenshots of every modal view (light, dark, Arabic) under axe-core', () => {
  let gallery: Gallery;
  let browser: Browser;
  let page: Page;
  let offLoopback: string[];
  let scenarios: string[];

  beforeAll(async () => {
    [gallery, browser] = await Promise.all([serveGallery(), launchBrowser()]);
    ({ page, offLoopback } = await openPage(browser));
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(gallery.url);
    scenarios = await page.waitForFunction(() => window.scenarioNames).then((names) => names.jsonValue());
    await mkdir(folder, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await gallery?.close();
  });

  it.each(modes)(
    '$mode: each view matches its image and axe finds nothing serious',
    async ({ mode, themeMode, locale }) => {
      const differing: string[] = [];
      const findings: Record<string, AxeFinding[]> = {};
      const kept: Record<string, Buffer> = {};
      for (const name of scenarios) {
        await page.evaluate(([name, themeMode, locale]) => window.showScenario(name, themeMode, locale), [
          name,
          themeMode,
          locale,
        ] as const);
        await settled(page);
        const dialog = page.getByRole('dialog');
        const shot = await dialog.screenshot({ animations: 'disabled' });
        const file = `${folder}${name}-${mode}.png`;
        const stored = existsSync(file) ? await readFile(file) : undefined;
        const difference = stored && differenceFrom(stored, shot);
        const matches = difference === '';
        if (update) {
          // Only an image that no longer matches is rewritten: the repository's changes are the looks that changed.
          if (!matches) await writeFile(file, shot);
        } else if (!stored) {
          differing.push(`${name}-${mode}: no image (run with UPDATE_SCREENSHOTS=1)`);
        } else if (!matches) {
          differing.push(`${name}-${mode}: ${difference}`);
          kept[`${name}-${mode}-stored`] = stored;
          kept[`${name}-${mode}-now`] = shot;
        }
        const { serious, checkedInShadow } = await axeOnModal(page);
        if (serious.length > 0) findings[name] = serious;
        expect(checkedInShadow, `${name}: axe reached the modal`).toBeGreaterThan(0);
      }
      if (Object.keys(kept).length > 0) keepForDiagnosis(kept);
      expect(differing).toEqual([]);
      expect(findings).toEqual({});
      expect(offLoopback).toEqual([]);
    },
  );
});
