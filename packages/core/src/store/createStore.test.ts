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
