import type { UpstreamTimers } from '../rpc/chainRpc.js';

/**
 * Upstream timers on a clock that moves only by them, whatever the machine's load: a retry's sleep moves it on by
 * its length and ends at once; a time-out fires when `advance` (or a sleep) moves the clock to its end.
 */
export interface VirtualUpstreamTimers extends UpstreamTimers {
  /** The clock, ms from 0. */
  now(): number;
  /** Moves the clock `ms` on, firing the time-outs it passes. */
  advance(ms: number): void;
}

export function createVirtualUpstreamTimers(): VirtualUpstreamTimers {
  let time = 0;
  let armed: { at: number; controller: AbortController }[] = [];
  const advance = (ms: number) => {
    time += ms;
    const due = armed.filter((timeout) => timeout.at <= time);
    armed = armed.filter((timeout) => timeout.at > time);
    // The reason `AbortSignal.timeout` gives.
    for (const { controller } of due)
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  };
  return {
    now: () => time,
    advance,
    timeout(ms) {
      const controller = new AbortController();
      armed.push({ at: time + ms, controller });
      return controller.signal;
    },
    async sleep(ms) {
      advance(ms);
    },
  };
}
