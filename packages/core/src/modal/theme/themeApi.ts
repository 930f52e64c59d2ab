import type { ThemeMode } from '../../shared/validation/themeMode.js';
import type { ThemeVariables } from './types.js';

/** The public actions of the theme. */
export interface ThemeApi {
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends ThemeApi {}
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /** 'light' by default. */
    themeMode?: ThemeMode;
    themeVariables?: ThemeVariables;
  }
  interface ResolvedPorticoOptions {
    themeMode: ThemeMode;
    themeVariables: ThemeVariables;
  }
}
