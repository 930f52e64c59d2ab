import type { ThemeChoice, ThemeLook, ThemeMode } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseThemeResult extends Omit<ThemeChoice, 'look'> {
  /** The mode shown: the one set, else the system's. */
  mode: ThemeMode;
  /** Whether the mode follows the system's (no mode set, or `followSystemTheme()`). */
  followsSystem: boolean;
  look: ThemeLook;
  setThemeMode(mode: ThemeMode): void;
  followSystemTheme(): void;
  /** Changes the look, accent colour, border radius or font family (each key given; `undefined` resets it). */
  setTheme(choice: ThemeChoice): void;
}

/** The modal's theme and the actions that change it at run time (a settings panel's). */
export function useTheme(): UseThemeResult {
  const portico = usePorticoInstance();
  const theme = usePorticoState((state) => state.theme);
  const actions = useMemo(
    () => ({
      setThemeMode: (mode: ThemeMode) => portico.setThemeMode(mode),
      followSystemTheme: () => portico.followSystemTheme(),
      setTheme: (choice: ThemeChoice) => portico.setTheme(choice),
    }),
    [portico],
  );
  const { mode, followsSystem, look, accentColor, borderRadius, fontFamily } = theme;
  return { mode, followsSystem, look, accentColor, borderRadius, fontFamily, ...actions };
}
