export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect';
export type ProviderListener = (payload: unknown) => void;

/** The EIP-1193 event surface: listeners per event, called in the order they were added. */
export function createEmitter() {
  const listeners = new Map<string, Set<ProviderListener>>();
  return {
    on(event: string, listener: ProviderListener): void {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: ProviderListener): void {
      listeners.get(event)?.delete(listener);
    },
    emit(event: ProviderEvent, payload: unknown): void {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
  };
}
