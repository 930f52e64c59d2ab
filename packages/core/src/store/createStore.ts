/**
 * A tiny store: one state object replaced immutably, plus fine-grained subscriptions. Hand-written rather than
 * `zustand/vanilla` because core's dependencies are limited to audited primitives, and the store needs
 * nothing beyond get / set / subscribe-with-selector (about 40 lines).
 */
export interface Store<S> {
  getState(): S;
  /** Replaces the state with `update(state)`; listeners run only when the result is a new object. */
  setState(update: (state: S) => S): void;
  subscribe(listener: (state: S, previous: S) => void): () => void;
  /** The listener fires only when `selector(state)` changes by `equals` (default `Object.is`). */
  subscribe<T>(
    selector: (state: S) => T,
    listener: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<(state: S, previous: S) => void>();

  function subscribe<T>(
    selectorOrListener: ((state: S) => T) | ((state: S, previous: S) => void),
    listener?: (value: T, previous: T) => void,
    equals: (a: T, b: T) => boolean = Object.is,
  ): () => void {
    let entry: (state: S, previous: S) => void;
    if (listener) {
      const selector = selectorOrListener as (state: S) => T;
      let selected = selector(state);
      entry = (next) => {
        const value = selector(next);
        if (equals(value, selected)) return;
        const previous = selected;
        selected = value;
        listener(value, previous);
      };
    } else {
      entry = selectorOrListener as (state: S, previous: S) => void;
    }
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }

  return {
    getState: () => state,
    setState(update) {
      const previous = state;
      const next = update(state);
      if (next === previous) return;
      state = next;
      for (const listener of [...listeners]) listener(next, previous);
    },
    subscribe,
  };
}
