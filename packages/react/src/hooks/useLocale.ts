import type { Locale, TextDirection } from '@portico/core';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseLocaleResult {
  /** The locale the modal is shown in. */
  locale: Locale;
  /** Its writing direction: `rtl` for Arabic, Hebrew and Persian. */
  dir: TextDirection;
  /** Shows the modal in another locale (the best supported match of a BCP 47 tag) once its messages have loaded. */
  setLocale(locale: string): Promise<void>;
}

/** The modal's language and the way to change it at run time; an open modal re-renders without reopening. */
export function useLocale(): UseLocaleResult {
  const portico = usePorticoInstance();
  const locale = usePorticoState((state) => state.locale.locale);
  const dir = usePorticoState((state) => state.locale.dir);
  return { locale, dir, setLocale: portico.setLocale };
}
