import type { ThemeMode } from '../../shared/validation/themeMode.js';
import type { ThemeLook } from './themeChoice.js';
import type { ThemeVariables } from './types.js';

/** Each look's `--portico-*` values in each mode; `default` is the modal's built-in palette. */
export const lookVariables: Record<ThemeLook, Record<ThemeMode, ThemeVariables>> = {
  default: { light: {}, dark: {} },
  midnight: {
    light: {
      '--portico-accent': '#4f46e5',
      '--portico-background': '#f5f6fc',
      '--portico-foreground': '#11142d',
      '--portico-foreground-muted': '#4c5173',
      '--portico-surface': '#e7e9f6',
      '--portico-border-color': '#cdd1ea',
      '--portico-border-radius-master': '5px',
    },
    dark: {
      '--portico-accent': '#8b8cff',
      '--portico-on-accent': '#0b1020',
      '--portico-background': '#0b1020',
      '--portico-foreground': '#e7eaff',
      '--portico-foreground-muted': '#a3abd0',
      '--portico-surface': '#161d36',
      '--portico-border-color': '#28304f',
      '--portico-border-radius-master': '5px',
    },
  },
  minimal: {
    light: {
      '--portico-accent': '#111111',
      '--portico-background': '#ffffff',
      '--portico-foreground': '#111111',
      '--portico-foreground-muted': '#5e5e5e',
      '--portico-surface': '#f7f7f7',
      '--portico-border-color': '#e3e3e3',
      '--portico-border-radius-master': '0px',
    },
    dark: {
      '--portico-accent': '#f2f2f2',
      '--portico-on-accent': '#111111',
      '--portico-background': '#000000',
      '--portico-foreground': '#f2f2f2',
      '--portico-foreground-muted': '#a6a6a6',
      '--portico-surface': '#111111',
      '--portico-border-color': '#2b2b2b',
      '--portico-border-radius-master': '0px',
    },
  },
};
