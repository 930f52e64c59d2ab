import { selectTranslate, type Translate } from '@portico/core';
import { usePorticoState } from './usePorticoState.js';

/** The active locale's `t(key, params)`; the component re-renders in the new language when the locale changes. */
export const useT = (): Translate => usePorticoState(selectTranslate);
