/** The built-in looks: Portico's own palette, a deep blue one and a black-and-white one with square corners. */
export const themeLooks = ['default', 'midnight', 'minimal'] as const;

export type ThemeLook = (typeof themeLooks)[number];

/** The border radius option's sizes, as `--portico-border-radius-master` (the modal's corners are multiples of it). */
export const themeBorderRadii = { none: '0px', small: '2px', medium: '4px', large: '6px' } as const;

export type ThemeBorderRadius = keyof typeof themeBorderRadii;

/** What a dApp chooses of the modal's look, by option or with `setTheme` at run time. */
export interface ThemeChoice {
  /** One of the built-in looks; `default` when absent. */
  look?: ThemeLook;
  /** The accent colour: a hex colour (`#3d6cf5`), a CSS colour function (`rgb(…)`, `hsl(…)`, `oklch(…)`) or a name. */
  accentColor?: string;
  borderRadius?: ThemeBorderRadius;
  /** A CSS font-family list, e.g. `"Inter, system-ui, sans-serif"`. */
  fontFamily?: string;
}
