/**
 * A tiny store: one state object replaced immutably, plus fine-grained subscriptions. Hand-written rather than
 * `zustand/vanilla` because core's dependencies are limited to audited primitives, and the store needs
 * nothing beyond get / set / subscribe-with-selector.
 */
export interface Store<S> {
  getState(): S;
  /** Replaces the state with `update(state)`; listeners run only when the result is a new object. */
  setState(update: (state: S) => S): void;
  /** `previous` is the state this listener last saw. */
  subscribe(listener: (state: S, previous: S) => void): () => void;
  /** The listener fires only when `selector(state)` changes by `equals` (default `Object.is`). */
  subscribe<T>(
    selector: (state: S) => T,
    listener: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void;
}

interface Subscriber<S> {
  /** The state this subscriber was last notified of (or subscribed at). */
  seen: S;
  notify(state: S, previous: S): void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const subscribers = new Set<Subscriber<S>>();

  function subscribe<T>(
    selectorOrListener: ((state: S) => T) | ((state: S, previous: S) => void),
    listener?: (value: T, previous: T) => void,
    equals: (a: T, b: T) => boolean = Object.is,
  ): () => void {
    let notify: (state: S, previous: S) => void;
    if (listener) {
      const selector = selectorOrListener as (state: S) => T;
      let selected = selector(state);
      notify = (next) => {
        const value = selector(next);
        if (equals(value, selected)) return;
        const previous = selected;
        selected = value;
        listener(value, previous);
      };
    } else {
      notify = selectorOrListener as (state: S, previous: S) => void;
    }
    const subscriber: Subscriber<S> = { seen: state, notify };
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
    };
  }

  /**
   * A listener may set state synchronously; the nested call notifies everyone of the newer state, and this
   * loop then skips whoever has already seen it, so no listener is handed a state older than the current one.
   */
  function notifyAll(): void {
    for (const subscriber of [...subscribers]) {
      if (!subscribers.has(subscriber) || subscriber.seen === state) continue;
      const previous = subscriber.seen;
      subscriber.seen = state;
      subscriber.notify(state, previous);
    }
  }

  return {
    getState: () => state,
    setState(update) {
      const next = update(state);
      if (next === state) return;
      state = next;
      notifyAll();
    },
    subscribe,
  };
}
