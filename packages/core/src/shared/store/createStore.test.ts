import { describe, expect, it, vi } from 'vitest';
import { createStore } from './createStore.js';

interface State {
  modal: { open: boolean };
  account: { address?: string };
}

const initial: State = { modal: { open: false }, account: {} };

describe('createStore: one store with slices, fine-grained subscriptions (issue 3)', () => {
  it('a selector listener fires only when its slice changes (counts calls)', () => {
    const store = createStore(initial);
    const modalListener = vi.fn();
    const accountListener = vi.fn();
    store.subscribe((s) => s.modal, modalListener);
    store.subscribe((s) => s.account, accountListener);

    store.setState((s) => ({ ...s, modal: { open: true } }));
    store.setState((s) => ({ ...s, modal: { open: false } }));
    store.setState((s) => ({ ...s, account: { address: '0xabc' } }));

    expect(modalListener).toHaveBeenCalledTimes(2);
    expect(modalListener).toHaveBeenLastCalledWith({ open: false }, { open: true });
    expect(accountListener).toHaveBeenCalledTimes(1);
  });

  it('a custom equality suppresses changes it deems equal', () => {
    const store = createStore(initial);
    const listener = vi.fn();
    store.subscribe(
      (s) => s.modal,
      listener,
      (a, b) => a.open === b.open,
    );
    store.setState((s) => ({ ...s, modal: { open: false } }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('a plain listener sees every change but not a no-op update; unsubscribe stops it', () => {
    const store = createStore(initial);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState((s) => s);
    expect(listener).not.toHaveBeenCalled();
    store.setState((s) => ({ ...s }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState((s) => ({ ...s }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).not.toBe(initial);
  });
});

describe('createStore: no listener is handed a stale state', () => {
  interface Counter {
    count: number;
  }

  /** A store whose first listener moves 1 on to 2 synchronously, as a listener reacting to a change does. */
  function storeWithReactingListener() {
    const store = createStore<Counter>({ count: 0 });
    const reactor = vi.fn((state: Counter) => {
      if (state.count === 1) store.setState(() => ({ count: 2 }));
    });
    store.subscribe(reactor);
    return { store, reactor };
  }

  it('a listener after one that sets state sees only the newest value, with the state it last saw as previous', () => {
    const { store, reactor } = storeWithReactingListener();
    const later = vi.fn();
    store.subscribe(later);

    store.setState(() => ({ count: 1 }));

    expect(store.getState()).toEqual({ count: 2 });
    expect(later.mock.calls).toEqual([[{ count: 2 }, { count: 0 }]]);
    expect(reactor.mock.calls).toEqual([
      [{ count: 1 }, { count: 0 }],
      [{ count: 2 }, { count: 1 }],
    ]);
  });

  it('a selector listener after the nested update keeps the newest value and a true previous', () => {
    const { store } = storeWithReactingListener();
    const selected = vi.fn();
    store.subscribe((s) => s.count, selected);

    store.setState(() => ({ count: 1 }));
    store.setState(() => ({ count: 3 }));

    expect(selected.mock.calls).toEqual([
      [2, 0],
      [3, 2],
    ]);
  });

  it('a listener unsubscribed by an earlier listener during a notification is not called', () => {
    const store = createStore<Counter>({ count: 0 });
    let unsubscribeLater = () => {};
    store.subscribe(() => unsubscribeLater());
    const later = vi.fn();
    unsubscribeLater = store.subscribe(later);

    store.setState(() => ({ count: 1 }));

    expect(later).not.toHaveBeenCalled();
  });

  it('a listener subscribed during a notification hears only later changes', () => {
    const store = createStore<Counter>({ count: 0 });
    const added = vi.fn();
    const unsubscribe = store.subscribe(() => {
      unsubscribe();
      store.subscribe(added);
    });

    store.setState(() => ({ count: 1 }));
    expect(added).not.toHaveBeenCalled();
    store.setState(() => ({ count: 2 }));
    expect(added.mock.calls).toEqual([[{ count: 2 }, { count: 1 }]]);
  });
});
