import { describe, expect, it } from 'vitest';
import { createPortico } from '../../portico/createPortico.js';
import type { ThemeMode } from '../../shared/validation/themeMode.js';

describe('the theme of an instance', () => {
  it("[§5 enums] a theme mode other than light or dark is refused at creation: 'Invalid theme mode …'", () => {
    expect(() => createPortico({ projectId: 'p', themeMode: 'blue' as ThemeMode })).toThrow(
      "Invalid theme mode 'blue': it is light or dark",
    );
    expect(createPortico({ projectId: 'p' }).getState().theme.mode).toBe('light');
  });

  it('[§5 enums] setThemeMode refuses another mode and keeps the one shown', () => {
    const portico = createPortico({ projectId: 'p', themeMode: 'dark' });
    expect(() => portico.setThemeMode('sepia' as ThemeMode)).toThrow(
      "Invalid theme mode 'sepia': it is light or dark",
    );
    expect(portico.getState().theme.mode).toBe('dark');
    portico.setThemeMode('light');
    expect(portico.getState().theme.mode).toBe('light');
    portico.destroy();
  });
});
