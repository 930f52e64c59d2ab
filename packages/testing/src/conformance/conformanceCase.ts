import { CaseSkipped, type ConformancePage, type ConformanceRun, startRun } from './conformanceRun.js';
import type { ExpectedConnection } from './connectionChecks.js';
import type { ConformanceHarness, ConformanceWallet } from './harness.js';

/** One rule of the contract, checked on a fresh run of the harness. */
export interface ConformanceCase {
  id: string;
  title: string;
  /** Checks the rule; calls `run.skip` when the case does not apply to the harness (no second wallet…). */
  check(run: ConformanceRun): Promise<void>;
}

/**
 * Runs one case on a fresh start of the harness and always finishes the run. A case that does not apply
 * calls `skip` with the reason (vitest's `context.skip` marks the test skipped) and checks nothing.
 */
export async function runConformanceCase(
  harness: ConformanceHarness,
  conformanceCase: ConformanceCase,
  skip: (reason: string) => void = () => {},
): Promise<void> {
  const run = await startRun(harness);
  try {
    await conformanceCase.check(run);
  } catch (error) {
    if (!(error instanceof CaseSkipped)) throw error;
    skip(error.reason);
  } finally {
    await run.finish();
  }
}

/** What a connection of `wallet` must look like on the page, the wallet being on `network`. */
export function expectedConnection(
  run: ConformanceRun,
  page: ConformancePage,
  wallet: ConformanceWallet,
  network = run.network(0),
): ExpectedConnection {
  return {
    connectorId: wallet.connectorId,
    namespaces: page.source.namespaces,
    namespace: run.harness.namespace,
    account: page.adapter.toCaipAddress(wallet.address(), network),
    network,
  };
}
