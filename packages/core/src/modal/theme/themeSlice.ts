import type { Slice } from '../../instance/slice.js';

/** The theme mode and variables, set by the options and changed at run time. */
export const themeSlice: Slice = {
  name: 'theme',
  resolveOptions: (given) => ({
    themeMode: given.themeMode ?? 'light',
    themeVariables: given.themeVariables ?? {},
  }),
  initialState: ({ options }) => ({ theme: { mode: options.themeMode, variables: options.themeVariables } }),
  create: ({ rt: { set } }) => ({
    actions: {
      setThemeMode: (mode) => set((s) => ({ ...s, theme: { ...s.theme, mode } })),
      setThemeVariables: (variables) =>
        set((s) => ({ ...s, theme: { ...s.theme, variables: { ...s.theme.variables, ...variables } } })),
    },
  }),
};
