import { type MessagePart, selectTranslate, type Translate } from '@portico/core';
import { use } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

/**
 * The active locale's `t(key, params)`; the component re-renders in the new language when the locale changes. A
 * lazily loaded view passes the part of the catalogue its messages are in (`swapMessagePart`, …): the part's English
 * comes with the view's chunk, and until its messages in the shown locale have loaded the view suspends (the view
 * switch's Suspense shows "Loading…"), so it never paints in English first. Several parts load side by side.
 */
export function useT(...parts: readonly MessagePart<never>[]): Translate {
  const portico = usePorticoInstance();
  const t = usePorticoState(selectTranslate);
  const pending = parts.map((part) => portico.requireMessages(part));
  for (const promise of pending) if (promise) use(promise);
  return t;
}
