import { ProviderRpcError } from '@portico/core';
import type { RequestArguments } from './types.js';

/** How `release` answers the held requests: approved (answered normally) or rejected with an EIP-1193 code. */
export interface ReleaseOutcome {
  reject: number;
  message?: string;
}

interface HeldRequest {
  args: RequestArguments;
  answer(): void;
  refuse(error: ProviderRpcError): void;
}

/**
 * Prompts the visitor has not answered yet: a request matching an armed hold stays pending until it is
 * released. Each hold catches one request; holds with no method catch the next request of any method.
 */
export function createHeldRequests() {
  let holds: (readonly string[] | undefined)[] = [];
  let held: HeldRequest[] = [];

  return {
    hold(method?: string | readonly string[]): void {
      holds.push(typeof method === 'string' ? [method] : method);
    },
    /** Holds `args` when a hold matches it: resolves as `answer` would once released; else `undefined`. */
    intercept(args: RequestArguments, answer: () => Promise<unknown>): Promise<unknown> | undefined {
      const hold = holds.findIndex((methods) => methods === undefined || methods.includes(args.method));
      if (hold === -1) return undefined;
      holds = holds.filter((_, index) => index !== hold);
      return new Promise((resolve, reject) => {
        held.push({ args, answer: () => answer().then(resolve, reject), refuse: reject });
      });
    },
    get requests(): RequestArguments[] {
      return held.map(({ args }) => args);
    },
    /** Settles every held request and drops the holds no request reached; returns how many were held. */
    release(outcome?: ReleaseOutcome): number {
      const released = held;
      held = [];
      holds = [];
      for (const request of released) {
        if (outcome === undefined) request.answer();
        else request.refuse(new ProviderRpcError(outcome.reject, outcome.message));
      }
      return released.length;
    },
  };
}
