/** A sleep that `wake()` cuts short: a polling loop's pause that its `stop()` ends at once. */
export function createWakeableSleep(): { sleep(ms: number): Promise<void>; wake(): void } {
  let wake = () => {};
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    wake: () => wake(),
  };
}
