/**
 * Waits for `promise`, but at most `ms` (§4: disconnect waits at most 3 s for the wallet). Resolves `'timeout'`
 * when the time ran out; rejects when the promise rejects in time.
 */
export function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
