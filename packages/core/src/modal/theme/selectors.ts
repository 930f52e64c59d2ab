import type { PorticoState } from '../../instance/porticoState.js';
import { themeBorderRadii } from './themeChoice.js';
import { lookVariables } from './themeLooks.js';
import { onAccentColour } from './themeOptions.js';
import type { ThemeState, ThemeVariables } from './types.js';

const byTheme = new WeakMap<ThemeState, ThemeVariables>();

/**
 * The `--portico-*` values the modal's host element gets (and the embedded wallet's frame): the look's in the mode
 * shown, then `themeVariables`, then the accent colour (with the text on it), border radius and font family chosen.
 * The same object while the theme is unchanged.
 */
export function selectThemeVariables(state: Pick<PorticoState, 'theme'>): ThemeVariables {
  const { theme } = state;
  const cached = byTheme.get(theme);
  if (cached) return cached;
  const { look, mode, variables, accentColor, borderRadius, fontFamily } = theme;
  const onAccent = accentColor === undefined ? undefined : onAccentColour(accentColor);
  const resolved: ThemeVariables = {
    ...lookVariables[look][mode],
    ...variables,
    ...(accentColor === undefined ? {} : { '--portico-accent': accentColor }),
    ...(onAccent === undefined ? {} : { '--portico-on-accent': onAccent }),
    ...(borderRadius === undefined
      ? {}
      : { '--portico-border-radius-master': themeBorderRadii[borderRadius] }),
    ...(fontFamily === undefined ? {} : { '--portico-font-family': fontFamily }),
  };
  byTheme.set(theme, resolved);
  return resolved;
}
