import type { ThemeMode } from '../../shared/validation/themeMode.js';
import type { ThemeChoice, ThemeLook } from './themeChoice.js';

/** Theme variables, passed to the modal as `--portico-*` CSS custom properties. */
export interface ThemeVariables {
  '--portico-font-family'?: string;
  '--portico-accent'?: string;
  /** The text on the accent colour. */
  '--portico-on-accent'?: string;
  '--portico-background'?: string;
  '--portico-foreground'?: string;
  '--portico-foreground-muted'?: string;
  '--portico-surface'?: string;
  '--portico-border-color'?: string;
  '--portico-color-mix'?: string;
  '--portico-color-mix-strength'?: number;
  '--portico-font-size-master'?: string;
  '--portico-border-radius-master'?: string;
  '--portico-z-index'?: number;
}

export interface ThemeState extends Omit<ThemeChoice, 'look'> {
  /** The built-in look: its variables apply first, then `variables`, then the accent, radius and font chosen. */
  look: ThemeLook;
  /** The mode shown: the one the dApp set, else the system's (`prefers-color-scheme`). */
  mode: ThemeMode;
  /** No mode set (or `followSystemTheme()`): the mode follows the system's as it changes. */
  followsSystem: boolean;
  variables: ThemeVariables;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    theme: ThemeState;
  }
}
