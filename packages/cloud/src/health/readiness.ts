import { withTimeout } from '../withTimeout.js';

/** Resolves when the dependency is usable; rejects (or throws) with what is wrong. */
export type ReadinessCheck = () => Promise<void>;

type CheckOutcome = { ok: true } | { ok: false; error: string };

/** The body of `GET /readyz`. */
export interface ReadinessReport {
  ready: boolean;
  /** Present while the instance shuts down: it answers 503 whatever the checks say. */
  shuttingDown?: true;
  checks: Record<string, CheckOutcome>;
}

/**
 * Whether this instance should get traffic: every named check passes within the time limit and the instance is
 * not shutting down. Checks can be added after start (the history indexer starts after the listener).
 */
export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** From now on the instance reports itself not ready (the first step of a graceful shutdown). */
  drain(): void;
  readonly draining: boolean;
  report(): Promise<ReadinessReport>;
}

export function createReadiness({ timeoutMs }: { timeoutMs: number }): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  const run = async (name: string, check: ReadinessCheck): Promise<CheckOutcome> => {
    try {
      await withTimeout(check(), timeoutMs, name);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: (error as Error).message || String(error) };
    }
  };
  return {
    add(name, check) {
      if (checks.has(name)) throw new Error(`A readiness check named '${name}' exists`);
      checks.set(name, check);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report() {
      const entries = await Promise.all(
        [...checks].map(async ([name, check]) => [name, await run(name, check)] as const),
      );
      const outcomes = Object.fromEntries(entries);
      const ok = entries.every(([, outcome]) => outcome.ok);
      return draining
        ? { ready: false, shuttingDown: true, checks: outcomes }
        : { ready: ok, checks: outcomes };
    },
  };
}
