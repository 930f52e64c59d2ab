import { describe, it } from 'vitest';
import { chainAdapterCases } from './chainAdapterCases.js';
import { type ConformanceCase, runConformanceCase } from './conformanceCase.js';
import { connectCases } from './connectCases.js';
import type { ConformanceHarness } from './harness.js';
import { signInCases } from './signInCases.js';
import { walletEventCases } from './walletEventCases.js';

/** Every case of the ConnectorSource + ChainAdapter contract, in the order the suite runs them. */
export const conformanceCases: readonly ConformanceCase[] = [
  ...connectCases,
  ...walletEventCases,
  ...chainAdapterCases,
  ...signInCases,
];

/**
 * Declares the conformance suite for one ConnectorSource + ChainAdapter pair: one vitest test per case,
 * each on a fresh `harness().start()`. `harness` is called when a test runs, so it may read what a
 * `beforeAll` started (a devnet, a window).
 */
export function describeConnectorConformance(name: string, harness: () => ConformanceHarness): void {
  describe(`${name} conforms to the ConnectorSource and ChainAdapter contract`, () => {
    for (const conformanceCase of conformanceCases) {
      it(conformanceCase.title, (context) =>
        runConformanceCase(harness(), conformanceCase, (reason) => context.skip(reason)),
      );
    }
  });
}
