// `npm run bench` (part 2): click → first frame showing the dialog, in Chromium. The page is the
// react+core+evm bench app with the test wallet injected. Each run arms a listener, clicks (real input
// through Playwright), and takes the time from the click event to the first animation frame after the
// dialog is laid out; the baseline is the same for a button that does nothing, i.e. one frame. Machines
// here are noisy: compare the ratio within one run, not the milliseconds across runs.
import { testWalletInitScript } from '@portico/testing/init-script';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.js';
import { reactCoreEvmApp } from './apps.js';
import { buildApp } from './buildApp.js';
import { percentile } from './percentile.js';
import { serveChunks } from './serveChunks.js';
import { formatSize, sizeOf, sumSizes } from './sizes.js';

const runs = Number(process.env.BENCH_RUNS ?? 20);

declare global {
  interface Window {
    __porticoBench?: Promise<number>;
  }
}

/**
 * In the page: `window.__porticoBench` resolves with the ms from the next click to the first animation
 * frame after it (for 'open', after the dialog is laid out). No named inner functions: tsx's keepNames
 * helper does not exist in the page.
 */
function arm(kind: 'open' | 'baseline') {
  const root = document.querySelector('[data-portico-modal]')?.shadowRoot;
  if (!root) throw new Error('the modal host is missing');
  window.__porticoBench = new Promise<number>((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const observer = new MutationObserver(() => {
          if ((root.querySelector('[role="dialog"]')?.getBoundingClientRect().width ?? 0) === 0) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        if (kind === 'open') observer.observe(root, { childList: true, subtree: true });
        else requestAnimationFrame(() => resolve(performance.now() - start));
      },
      { capture: true, once: true },
    );
  });
}

async function measure(page: Page, kind: 'open' | 'baseline'): Promise<number> {
  await page.evaluate(arm, kind);
  await page.getByRole('button', { name: kind === 'open' ? 'Connect Wallet' : 'Baseline' }).click();
  const ms = await page.evaluate(() => window.__porticoBench);
  if (ms === undefined) throw new Error('the measurement was not armed');
  if (kind === 'open') {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return ms;
}

const chunks = await buildApp(reactCoreEvmApp);
const served = await serveChunks(chunks);
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.addInitScript(
    await testWalletInitScript({
      privateKey: `0x${'42'.repeat(32)}`,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9/', name: 'Portico Devnet' }],
    }),
  );
  await page.goto(`${served.url}?rpcPort=9`);
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
  const beforeClick = chunks.filter((chunk) => served.requested.includes(`/${chunk.fileName}`));

  const cold = await measure(page, 'open');
  const open: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < runs; run++) {
    baseline.push(await measure(page, 'baseline'));
    open.push(await measure(page, 'open'));
  }
  for (const values of [baseline, open]) values.sort((a, b) => a - b);

  const frame = percentile(baseline, 50);
  const row = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(34)} median ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(
        values,
        95,
      )
        .toFixed(1)
        .padStart(6)} ms   median/frame ${(percentile(values, 50) / frame).toFixed(2)}`,
    );
  console.log(`\nClick → dialog's first frame in Chromium (${reactCoreEvmApp.name} app, ${runs} runs)`);
  row('baseline: click → next frame', baseline);
  row('open(): click → dialog painted', open);
  console.log(
    `  first open after load (cold)       ${cold.toFixed(1).padStart(6)} ms   ${(cold / frame).toFixed(2)} frames`,
  );
  console.log(
    `  JS fetched before the first click (${beforeClick.length} file${beforeClick.length === 1 ? '' : 's'}): ${formatSize(
      sumSizes(beforeClick.map((chunk) => sizeOf(chunk.code))),
    )}`,
  );
} finally {
  await browser.close();
  await served.close();
}
