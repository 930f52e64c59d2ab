import type { Slice } from '../../instance/slice.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { isThemeMode, type ThemeMode } from '../../shared/validation/themeMode.js';

/** §5 enums: a theme mode is light or dark; anything else throws 'Invalid theme mode …'. */
function checkedThemeMode(mode: unknown): ThemeMode {
  if (!isThemeMode(mode)) throw new PorticoError('INVALID_THEME_MODE', { mode: String(mode) });
  return mode;
}

/** The theme mode and variables, set by the options and changed at run time. */
export const themeSlice: Slice = {
  name: 'theme',
  resolveOptions: (given) => ({
    themeMode: checkedThemeMode(given.themeMode ?? 'light'),
    themeVariables: given.themeVariables ?? {},
  }),
  initialState: ({ options }) => ({ theme: { mode: options.themeMode, variables: options.themeVariables } }),
  create: ({ rt: { set } }) => ({
    actions: {
      setThemeMode(mode) {
        const checked = checkedThemeMode(mode);
        set((s) => ({ ...s, theme: { ...s.theme, mode: checked } }));
      },
      setThemeVariables: (variables) =>
        set((s) => ({ ...s, theme: { ...s.theme, variables: { ...s.theme.variables, ...variables } } })),
    },
  }),
};
