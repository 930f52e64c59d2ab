import { selectThemeVariables } from '@portico/core';
import { type CSSProperties, useMemo } from 'react';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { pageButtonStyle } from './styles.js';

/**
 * The page buttons' inline style with the theme's `--portico-*` values on the button itself, so they follow the
 * modal's look, accent, radius and font (a page's own `--portico-*` apply where the theme sets none).
 */
export function usePageButtonStyle(): CSSProperties {
  const variables = usePorticoState(selectThemeVariables);
  return useMemo(() => ({ ...(variables as CSSProperties), ...pageButtonStyle }), [variables]);
}
