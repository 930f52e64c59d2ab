import type { PorticoState } from '@portico/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';

interface Snapshot<T> {
  state: PorticoState;
  selector: (state: PorticoState) => T;
  value: T;
}

/**
 * Reads one slice of Portico's state. The component re-renders only when the selected value changes
 * (`Object.is`, or `equals` when given), because the subscription itself is made with the selector.
 */
export function usePorticoState<T>(
  selector: (state: PorticoState) => T,
  equals: (a: T, b: T) => boolean = Object.is,
): T {
  const portico = usePorticoInstance();
  const selectorRef = useRef(selector);
  const equalsRef = useRef(equals);
  const snapshotRef = useRef<Snapshot<T> | null>(null);
  selectorRef.current = selector;
  equalsRef.current = equals;

  const subscribe = useCallback(
    (onChange: () => void) =>
      portico.subscribe(
        (state) => selectorRef.current(state),
        () => onChange(),
        (a, b) => equalsRef.current(a, b),
      ),
    [portico],
  );

  // A selector that builds a new object each call must still give a stable snapshot.
  const getSnapshot = (): T => {
    const state = portico.getState();
    const selector = selectorRef.current;
    const previous = snapshotRef.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const value = selector(state);
    const stable = previous && equalsRef.current(previous.value, value) ? previous.value : value;
    snapshotRef.current = { state, selector, value: stable };
    return stable;
  };

  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
