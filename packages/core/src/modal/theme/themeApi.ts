import type { ThemeMode } from '../../shared/validation/themeMode.js';
import type { ThemeVariables } from './types.js';

/** The public actions of the theme. */
export interface ThemeApi {
  /** Shows `mode` from now on, whatever the system's (§5: light or dark). */
  setThemeMode(mode: ThemeMode): void;
  /** Follows the system's light or dark mode again, as when no `themeMode` was given. */
  followSystemTheme(): void;
  setThemeVariables(variables: ThemeVariables): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends ThemeApi {}
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /** Light or dark; absent, the modal follows the system's (`prefers-color-scheme`; light where none is known). */
    themeMode?: ThemeMode;
    themeVariables?: ThemeVariables;
  }
  interface ResolvedPorticoOptions {
    themeMode: ThemeMode | undefined;
    themeVariables: ThemeVariables;
  }
}
