import { type ThemeLook, themeLooks } from '@portico/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectButton } from '../ConnectButton/ConnectButton.js';
import { useTheme } from '../hooks/useTheme.js';
import { cleanupPortico, modalRoot, renderPortico } from '../test/renderPortico.js';

afterEach(cleanupPortico);

/** A dApp's settings: the look and the mode, changed at run time. */
function ThemeSettings() {
  const { look, mode, setTheme, setThemeMode } = useTheme();
  return (
    <>
      <label>
        Look
        <select value={look} onChange={(event) => setTheme({ look: event.target.value as ThemeLook })}>
          {themeLooks.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}>
        {`Mode: ${mode}`}
      </button>
    </>
  );
}

describe('the modal’s theme on its host element', () => {
  it('gets the look’s variables in the mode shown, and the accent, radius and font chosen, as they change (the page buttons too)', async () => {
    const { portico, user } = renderPortico(
      { embedded: true, themeMode: 'dark', themeLook: 'midnight' },
      <>
        <ThemeSettings />
        <ConnectButton />
      </>,
    );
    const host = modalRoot().host as HTMLElement;
    const variable = (name: string) => host.style.getPropertyValue(name);
    expect(variable('--portico-background')).toBe('#0b1020');

    await user.click(screen.getByRole('button', { name: 'Mode: dark' }));
    expect(variable('--portico-background')).toBe('#f5f6fc');
    expect(modalRoot().querySelector('.root')?.getAttribute('data-theme')).toBe('light');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Look' }), 'minimal');
    expect(variable('--portico-border-radius-master')).toBe('0px');
    expect(variable('--portico-accent')).toBe('#111111');

    act(() =>
      portico.setTheme({ accentColor: '#ffd400', borderRadius: 'large', fontFamily: 'Georgia, serif' }),
    );
    expect(variable('--portico-accent')).toBe('#ffd400');
    expect(variable('--portico-on-accent')).toBe('#000000');
    expect(variable('--portico-border-radius-master')).toBe('6px');
    expect(variable('--portico-font-family')).toBe('Georgia, serif');
    // The page's buttons follow the same theme.
    const connect = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(connect.style.getPropertyValue('--portico-accent')).toBe('#ffd400');
    expect(connect.style.getPropertyValue('--portico-on-accent')).toBe('#000000');

    // Back to the default look without choices: none of the variables stays.
    act(() => portico.setTheme({ look: 'default', accentColor: undefined, borderRadius: undefined }));
    expect(variable('--portico-background')).toBe('');
    expect(variable('--portico-accent')).toBe('');
    expect(variable('--portico-font-family')).toBe('Georgia, serif');
  });
});
