import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the modal runs no animation (view fade, height), so colours and sizes are final. An
 * animation cancelled on the way (its element replaced) counts as over.
 */
export async function modalSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('[data-portico-modal]')?.shadowRoot;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // Settled: no lazy view still loading (its content then fades in) and no animation for two frames in a row.
    // At most about five seconds of frames: a view that never settles is then checked as it is.
    for (let quietFrames = 0, frames = 0; quietFrames < 2 && frames < 300; frames += 1) {
      await frame();
      const animations = root?.getAnimations() ?? [];
      const loading = root?.querySelector('[data-view-loading]') != null;
      if (animations.length === 0 && !loading) quietFrames += 1;
      else {
        quietFrames = 0;
        await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      }
    }
  });
}

/**
 * Runs axe-core on the modal (its host element and, through it, the shadow root) and returns the
 * serious and critical violations. Also counts the checks axe passed inside the shadow root, so a run
 * that never reached the modal's content cannot pass unnoticed.
 */
export async function axeOnModal(page: Page): Promise<{ serious: AxeFinding[]; checkedInShadow: number }> {
  await modalSettled(page);
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.addScriptTag({ content: await axeSource });
  }
  const results: Pick<AxeResults, 'violations' | 'passes'> = await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core is not in the page');
    const { violations, passes } = await axe.run(
      { include: [['[data-portico-modal]']] },
      { resultTypes: ['violations', 'passes'] },
    );
    return { violations, passes };
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  // A node inside a shadow root is targeted by a path: [host selector, selector inside the shadow root].
  const checkedInShadow = results.passes
    .flatMap((pass) => pass.nodes)
    .filter((node) => Array.isArray(node.target[0])).length;
  return { serious, checkedInShadow };
}
