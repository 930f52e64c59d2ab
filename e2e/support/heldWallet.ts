import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __porticoHeldRequests?: {
      methods: Set<string>;
      waiting: (() => void)[];
    };
  }
}

/**
 * From now on, the page's test wallet keeps requests of `method` pending until `releaseWallet`, as a
 * wallet does while its prompt is open and the visitor has not answered yet. The dApp holds the wallet
 * object itself (EIP-6963), so wrapping its `request` in place reaches the dApp's calls.
 */
export function holdWallet(page: Page, method: string): Promise<void> {
  return page.evaluate((method) => {
    const wallet = window.__porticoTestWallet;
    if (!wallet) throw new Error('the test wallet is not installed');
    if (!window.__porticoHeldRequests) {
      const held: NonNullable<Window['__porticoHeldRequests']> = { methods: new Set(), waiting: [] };
      window.__porticoHeldRequests = held;
      const answer = wallet.request.bind(wallet);
      wallet.request = (args) =>
        held.methods.has(args.method)
          ? new Promise((resolve, reject) => {
              held.waiting.push(() => {
                answer(args).then(resolve, reject);
              });
            })
          : answer(args);
    }
    window.__porticoHeldRequests.methods.add(method);
  }, method);
}

/** How many wallet requests are waiting for an answer. */
export function heldWalletRequests(page: Page): Promise<number> {
  return page.evaluate(() => window.__porticoHeldRequests?.waiting.length ?? 0);
}

/** Answers every held request and holds nothing more. */
export function releaseWallet(page: Page): Promise<void> {
  return page.evaluate(() => {
    const held = window.__porticoHeldRequests;
    if (!held) return;
    held.methods.clear();
    for (const answer of held.waiting.splice(0)) answer();
  });
}
