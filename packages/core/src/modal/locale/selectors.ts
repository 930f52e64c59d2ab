import { createTranslator, type Translate } from '../../i18n/translator.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { LocaleState } from './types.js';

const translators = new WeakMap<LocaleState, Translate>();

/** The active locale's `t(key, params)`: the same function while the locale does not change. */
export function selectTranslate(state: Pick<PorticoState, 'locale'>): Translate {
  let translate = translators.get(state.locale);
  if (!translate) {
    translate = createTranslator(state.locale.locale, state.locale.messages);
    translators.set(state.locale, translate);
  }
  return translate;
}
