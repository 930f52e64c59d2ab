/** Waits `ms`, or less once `signal` aborts; resolves either way. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** `setTimeout`, cut short by the signal. */
const timerSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** A sleep that `wake()` cuts short: a polling loop's pause that its `stop()` ends at once. */
export function createWakeableSleep(wait: Sleep = timerSleep): {
  sleep(ms: number): Promise<void>;
  wake(): void;
} {
  let controller = new AbortController();
  return {
    sleep: (ms) => {
      controller = new AbortController();
      return wait(ms, controller.signal);
    },
    wake: () => controller.abort(),
  };
}
