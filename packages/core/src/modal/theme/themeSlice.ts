import type { Slice } from '../../instance/slice.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { isThemeMode, type ThemeMode } from '../../shared/validation/themeMode.js';
import { checkedThemeChoice } from './themeOptions.js';

/** §5 enums: a theme mode is light or dark; anything else throws 'Invalid theme mode …'. */
function checkedThemeMode(mode: unknown): ThemeMode {
  if (!isThemeMode(mode)) throw new PorticoError('INVALID_THEME_MODE', { mode: String(mode) });
  return mode;
}

/** The system's colour scheme query, where there is a window that answers it. */
const darkScheme = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');
const systemMode = (): ThemeMode => (darkScheme()?.matches ? 'dark' : 'light');

/**
 * The theme mode and variables, set by the options and changed at run time. Without a mode the modal follows the
 * system's, also when it changes while the page is open.
 */
export const themeSlice: Slice = {
  name: 'theme',
  resolveOptions: (given) => ({
    themeMode: given.themeMode === undefined ? undefined : checkedThemeMode(given.themeMode),
    themeVariables: given.themeVariables ?? {},
    theme: checkedThemeChoice({
      look: given.themeLook,
      accentColor: given.accentColor,
      borderRadius: given.borderRadius,
      fontFamily: given.fontFamily,
    }),
  }),
  initialState: ({ options }) => ({
    theme: {
      mode: options.themeMode ?? systemMode(),
      followsSystem: options.themeMode === undefined,
      variables: options.themeVariables,
      // The choices given, without keys for the ones absent.
      ...Object.fromEntries(Object.entries(options.theme).filter(([, value]) => value !== undefined)),
      look: options.theme.look ?? 'default',
    },
  }),
  create: ({ rt: { get, set, isDestroyed } }) => {
    const follow = () =>
      set((s) => ({ ...s, theme: { ...s.theme, mode: systemMode(), followsSystem: true } }));
    const scheme = darkScheme();
    const changed = () => {
      if (isDestroyed()) scheme?.removeEventListener('change', changed);
      else if (get().theme.followsSystem) follow();
    };
    scheme?.addEventListener?.('change', changed);
    return {
      actions: {
        setThemeMode(mode) {
          const checked = checkedThemeMode(mode);
          set((s) => ({ ...s, theme: { ...s.theme, mode: checked, followsSystem: false } }));
        },
        followSystemTheme: follow,
        setThemeVariables: (variables) =>
          set((s) => ({ ...s, theme: { ...s.theme, variables: { ...s.theme.variables, ...variables } } })),
        setTheme(choice) {
          const { look, ...rest } = checkedThemeChoice(choice);
          set((s) => ({
            ...s,
            theme: { ...s.theme, ...rest, ...('look' in choice ? { look: look ?? 'default' } : {}) },
          }));
        },
      },
    };
  },
};
