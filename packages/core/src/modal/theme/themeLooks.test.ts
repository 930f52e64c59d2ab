import { describe, expect, it } from 'vitest';
import { createPortico } from '../../portico/createPortico.js';
import { selectThemeVariables } from './selectors.js';
import type { ThemeBorderRadius, ThemeLook } from './themeChoice.js';

describe('the theme’s looks and choices', () => {
  it('a look gives its variables in the mode shown; default gives none (the modal’s own palette)', () => {
    const portico = createPortico({ projectId: 'p', themeMode: 'dark', themeLook: 'midnight' });
    expect(portico.getState().theme.look).toBe('midnight');
    expect(selectThemeVariables(portico.getState())).toMatchObject({
      '--portico-background': '#0b1020',
      '--portico-on-accent': '#0b1020',
    });
    portico.setThemeMode('light');
    expect(selectThemeVariables(portico.getState())['--portico-background']).toBe('#f5f6fc');
    portico.setTheme({ look: 'minimal' });
    expect(selectThemeVariables(portico.getState())['--portico-border-radius-master']).toBe('0px');
    portico.setTheme({ look: undefined });
    expect(portico.getState().theme.look).toBe('default');
    expect(selectThemeVariables(portico.getState())).toEqual({});
    expect(createPortico({ projectId: 'p' }).getState().theme.look).toBe('default');
    portico.destroy();
  });

  it('themeVariables override the look; the accent, radius and font chosen override both', () => {
    const portico = createPortico({
      projectId: 'p',
      themeMode: 'light',
      themeLook: 'minimal',
      themeVariables: { '--portico-accent': 'red', '--portico-surface': '#eeeeee' },
    });
    const state = portico.getState();
    expect(selectThemeVariables(state)).toMatchObject({
      '--portico-accent': 'red',
      '--portico-surface': '#eeeeee',
      '--portico-background': '#ffffff',
    });
    // The same object while the theme is unchanged.
    expect(selectThemeVariables(state)).toBe(selectThemeVariables(portico.getState()));
    portico.setTheme({ accentColor: '#1d4ed8', borderRadius: 'large', fontFamily: '"Inter", system-ui' });
    expect(selectThemeVariables(portico.getState())).toMatchObject({
      '--portico-accent': '#1d4ed8',
      '--portico-on-accent': '#ffffff',
      '--portico-border-radius-master': '6px',
      '--portico-font-family': '"Inter", system-ui',
    });
    // A key not given keeps its choice; undefined goes back to the look's.
    portico.setTheme({ accentColor: undefined });
    expect(portico.getState().theme).toMatchObject({ look: 'minimal', borderRadius: 'large' });
    expect(selectThemeVariables(portico.getState())['--portico-accent']).toBe('red');
    portico.destroy();
  });

  it.each([
    ['#ffd400', '#000000'],
    ['#fe0', '#000000'],
    ['#3d6cf5', '#ffffff'],
    ['#000a', '#ffffff'],
    ['#ffffff80', '#000000'],
    ['rgb(250 250 250)', undefined],
    ['rebeccapurple', undefined],
  ])('the text on the accent %s is %s (the look’s for other colour syntaxes)', (accentColor, onAccent) => {
    const portico = createPortico({ projectId: 'p', themeMode: 'light', accentColor });
    expect(selectThemeVariables(portico.getState())['--portico-accent']).toBe(accentColor);
    expect(selectThemeVariables(portico.getState())['--portico-on-accent']).toBe(onAccent);
    portico.destroy();
  });

  it.each([
    [{ themeLook: 'sepia' as ThemeLook }, "Invalid theme option look: 'sepia'"],
    [{ accentColor: 'red; display: none' }, "Invalid theme option accentColor: 'red; display: none'"],
    [{ accentColor: '#12' }, "Invalid theme option accentColor: '#12'"],
    [{ borderRadius: 'huge' as ThemeBorderRadius }, "Invalid theme option borderRadius: 'huge'"],
    [{ fontFamily: 'x} body {color: red' }, "Invalid theme option fontFamily: 'x} body {color: red'"],
  ])('a faulty choice is refused at creation and by setTheme, changing nothing: %j', (given, message) => {
    expect(() => createPortico({ projectId: 'p', ...given })).toThrow(message);
    const portico = createPortico({ projectId: 'p' });
    const before = portico.getState().theme;
    const { themeLook, ...rest } = given as { themeLook?: ThemeLook };
    expect(() => portico.setTheme({ ...(themeLook ? { look: themeLook } : {}), ...rest })).toThrow(message);
    expect(portico.getState().theme).toBe(before);
    portico.destroy();
  });
});
