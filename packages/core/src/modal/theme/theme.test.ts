import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('without a mode: the system’s', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** A system colour scheme that the test changes, as `matchMedia('(prefers-color-scheme: dark)')` answers. */
    function systemScheme(dark: boolean) {
      const listeners = new Set<() => void>();
      const query = {
        matches: dark,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
      vi.stubGlobal('matchMedia', (media: string) => {
        expect(media).toBe('(prefers-color-scheme: dark)');
        return query;
      });
      return {
        listeners,
        set(next: boolean) {
          query.matches = next;
          for (const listener of [...listeners]) listener();
        },
      };
    }

    it('follows the system’s mode as it changes; setThemeMode pins one, followSystemTheme follows again', () => {
      const system = systemScheme(true);
      const portico = createPortico({ projectId: 'p' });
      expect(portico.getState().theme).toMatchObject({ mode: 'dark', followsSystem: true });
      system.set(false);
      expect(portico.getState().theme.mode).toBe('light');
      portico.setThemeMode('dark');
      system.set(false);
      expect(portico.getState().theme).toMatchObject({ mode: 'dark', followsSystem: false });
      portico.followSystemTheme();
      expect(portico.getState().theme).toMatchObject({ mode: 'light', followsSystem: true });
      portico.destroy();
      // A destroyed instance lets go of the system's changes.
      system.set(true);
      expect(system.listeners.size).toBe(0);
    });

    it('a mode given is kept whatever the system’s', () => {
      const system = systemScheme(true);
      const portico = createPortico({ projectId: 'p', themeMode: 'light' });
      system.set(true);
      expect(portico.getState().theme).toMatchObject({ mode: 'light', followsSystem: false });
      portico.destroy();
    });
  });
});
