import type { Sleep } from '../jobs/wakeableSleep.js';

/**
 * A clock that moves only when the test moves it, with sleeps on it: loops that sleep on it run as a
 * step-by-step simulation, each wake-up in order of time, whatever the machine's load.
 */
export interface SteppedClock {
  /** Its time, ms since the epoch. */
  now(): number;
  /** Ends when the clock reaches `ms` from now, or at once when `signal` aborts. */
  sleep: Sleep;
  /** Moves the clock `ms` on, ending the sleeps it passes. */
  advance(ms: number): void;
  /**
   * Until `done()`: waits (in real time, while they do their I/O) for `actors()` sleeps to be pending, that is
   * for every loop to sleep, then moves the clock to the end of the first sleep and ends it. Throws when no sleep
   * ends within `limitMs` of clock time.
   */
  runUntil(done: () => boolean, actors: () => number, limitMs?: number): Promise<void>;
  /** Ends every sleep now and later ones at once: lets loops being stopped finish. */
  release(): void;
}

interface Sleeper {
  at: number;
  end(): void;
}

/**
 * Starts in the past by default: leases a test leaves behind on this clock have expired, and their jobs are due,
 * on the database clock of the next test.
 */
export function createSteppedClock(start = Date.UTC(2020, 0, 1)): SteppedClock {
  let time = start;
  let released = false;
  const sleepers: Sleeper[] = [];
  const changed: (() => void)[] = [];
  const notify = () => {
    for (const resolve of changed.splice(0)) resolve();
  };

  return {
    now: () => time,
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        if (released || signal.aborted) return resolve();
        const sleeper: Sleeper = {
          at: time + ms,
          end: () => {
            sleepers.splice(sleepers.indexOf(sleeper), 1);
            signal.removeEventListener('abort', sleeper.end);
            resolve();
          },
        };
        // After those that end at the same time: the first to sleep wakes first.
        const index = sleepers.findIndex((other) => other.at > sleeper.at);
        sleepers.splice(index === -1 ? sleepers.length : index, 0, sleeper);
        signal.addEventListener('abort', sleeper.end, { once: true });
        notify();
      }),
    advance(ms) {
      time += ms;
      while (sleepers[0] && sleepers[0].at <= time) sleepers[0].end();
    },
    async runUntil(done, actors, limitMs = 600_000) {
      const end = time + limitMs;
      for (;;) {
        while (sleepers.length < actors()) await new Promise<void>((resolve) => changed.push(resolve));
        if (done()) return;
        const next = sleepers[0];
        if (!next || next.at > end) throw new Error(`Nothing happened within ${limitMs} ms of clock time`);
        time = Math.max(time, next.at);
        next.end();
      }
    },
    release() {
      released = true;
      while (sleepers[0]) sleepers[0].end();
      notify();
    },
  };
}
