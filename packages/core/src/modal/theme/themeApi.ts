import type { ThemeMode } from '../../shared/validation/themeMode.js';
import type { ThemeBorderRadius, ThemeChoice, ThemeLook } from './themeChoice.js';
import type { ThemeVariables } from './types.js';

/** The public actions of the theme. */
export interface ThemeApi {
  /** Shows `mode` from now on, whatever the system's (§5: light or dark). */
  setThemeMode(mode: ThemeMode): void;
  /** Follows the system's light or dark mode again, as when no `themeMode` was given. */
  followSystemTheme(): void;
  setThemeVariables(variables: ThemeVariables): void;
  /**
   * Changes the look, accent colour, border radius or font family at run time: each key given replaces the current
   * choice (`undefined` goes back to the look's); a fault throws 'Invalid theme option …' and changes nothing.
   */
  setTheme(choice: ThemeChoice): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends ThemeApi {}
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /** Light or dark; absent, the modal follows the system's (`prefers-color-scheme`; light where none is known). */
    themeMode?: ThemeMode;
    themeVariables?: ThemeVariables;
    /** A built-in look: 'default', 'midnight' or 'minimal' (its `--portico-*` values in each mode). */
    themeLook?: ThemeLook;
    /** The accent colour (`--portico-accent`; the text on it turns black on a light hex colour). */
    accentColor?: string;
    /** 'none', 'small', 'medium' or 'large' (`--portico-border-radius-master`). */
    borderRadius?: ThemeBorderRadius;
    /** A CSS font-family list (`--portico-font-family`). */
    fontFamily?: string;
  }
  interface ResolvedPorticoOptions {
    themeMode: ThemeMode | undefined;
    themeVariables: ThemeVariables;
    /** The look, accent, radius and font given, checked. */
    theme: ThemeChoice;
  }
}
