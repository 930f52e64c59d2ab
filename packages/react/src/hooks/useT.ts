import { type MessageKey, type MessagePart, selectTranslate, type Translate } from '@portico/core';
import { use } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

/**
 * The active locale's `t(key, params)`; the component re-renders in the new language when the locale changes. A
 * lazily loaded view passes the part of the catalogue its messages are in (`swapMessagePart`, …): the part's English
 * comes with the view's chunk, and until its messages in the shown locale have loaded the view suspends (the view
 * switch's Suspense shows "Loading…"), so it never paints in English first.
 */
export function useT<K extends MessageKey>(part?: MessagePart<K>): Translate {
  const portico = usePorticoInstance();
  const t = usePorticoState(selectTranslate);
  if (part) {
    const pending = portico.requireMessages(part);
    if (pending) use(pending);
  }
  return t;
}
