import type { ThemeMode } from '../../shared/validation/themeMode.js';

/** Theme variables, passed to the modal as `--portico-*` CSS custom properties. */
export interface ThemeVariables {
  '--portico-font-family'?: string;
  '--portico-accent'?: string;
  '--portico-color-mix'?: string;
  '--portico-color-mix-strength'?: number;
  '--portico-font-size-master'?: string;
  '--portico-border-radius-master'?: string;
  '--portico-z-index'?: number;
}

export interface ThemeState {
  mode: ThemeMode;
  variables: ThemeVariables;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    theme: ThemeState;
  }
}
