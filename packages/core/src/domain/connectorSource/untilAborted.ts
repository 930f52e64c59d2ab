/**
 * `promise`, but rejected with the signal's reason as soon as the signal aborts, whatever `promise` does later:
 * how a `ConnectorSource.connect` honours its abort signal while the wallet's prompt stays open.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
