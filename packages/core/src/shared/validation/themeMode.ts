/** §5: theme mode is light or dark. */
export const themeModes = ['light', 'dark'] as const;

export type ThemeMode = (typeof themeModes)[number];

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (themeModes as readonly string[]).includes(value);
}
