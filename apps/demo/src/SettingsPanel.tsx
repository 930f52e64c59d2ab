import {
  type ResolvedFeatures,
  selectThemeVariables,
  type ThemeChoice,
  type ThemeLook,
  themeLooks,
} from '@portico/core';
import { usePorticoInstance, usePorticoState, useTheme } from '@portico/react';
import { LanguagePicker } from './LanguagePicker.js';
import { Panel } from './Panel.js';

const radii: Record<string, ThemeChoice['borderRadius']> = {
  "Look's": undefined,
  None: 'none',
  Small: 'small',
  Medium: 'medium',
  Large: 'large',
};
const fonts: Record<string, string | undefined> = {
  "Look's": undefined,
  Serif: 'Georgia, "Times New Roman", serif',
  Rounded: 'ui-rounded, "SF Pro Rounded", system-ui, sans-serif',
  Monospace: 'ui-monospace, "SF Mono", Menlo, monospace',
};
/** The features the settings switch live, with the modal's word for each. */
const featureLabels: [keyof ResolvedFeatures, string][] = [
  ['email', 'Email login'],
  ['swaps', 'Swaps'],
  ['onramp', 'Buy crypto'],
  ['send', 'Send'],
  ['receive', 'Receive'],
  ['activity', 'Activity'],
  ['allWallets', 'All Wallets'],
  ['reownBranding', 'Powered by Portico'],
];

const keyOf = (table: Record<string, unknown>, value: unknown) =>
  Object.keys(table).find((key) => table[key] === value) ?? Object.keys(table)[0];

/** The modal's theme and features, changed while the page runs. */
export function SettingsPanel() {
  const portico = usePorticoInstance();
  const theme = useTheme();
  const features = usePorticoState((state) => state.features);
  // The accent in effect (the look's when none is chosen), as the colour input takes it: #rrggbb.
  const accent = usePorticoState((state) => selectThemeVariables(state)['--portico-accent']);
  const shownAccent = accent && /^#[0-9a-f]{6}$/i.test(accent) ? accent : '#3d6cf5';
  return (
    <Panel title="Settings">
      <div className="settings">
        <label>
          Theme mode
          <select
            value={theme.followsSystem ? 'system' : theme.mode}
            onChange={(event) => {
              const mode = event.target.value;
              if (mode === 'light' || mode === 'dark') theme.setThemeMode(mode);
              else theme.followSystemTheme();
            }}
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label>
          Look
          <select
            value={theme.look}
            onChange={(event) => theme.setTheme({ look: event.target.value as ThemeLook })}
          >
            {themeLooks.map((look) => (
              <option key={look} value={look}>
                {look[0]?.toUpperCase() + look.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <div className="accent">
          <label>
            Accent colour
            <input
              type="color"
              value={shownAccent}
              onChange={(event) => theme.setTheme({ accentColor: event.target.value })}
            />
          </label>
          <button
            type="button"
            disabled={theme.accentColor === undefined}
            onClick={() => theme.setTheme({ accentColor: undefined })}
          >
            Reset accent
          </button>
        </div>
        <label>
          Corners
          <select
            value={keyOf(radii, theme.borderRadius)}
            onChange={(event) => theme.setTheme({ borderRadius: radii[event.target.value] })}
          >
            {Object.keys(radii).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          Font
          <select
            value={keyOf(fonts, theme.fontFamily)}
            onChange={(event) => theme.setTheme({ fontFamily: fonts[event.target.value] })}
          >
            {Object.keys(fonts).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <LanguagePicker />
        <fieldset>
          <legend>Features</legend>
          {featureLabels.map(([key, label]) => (
            <label key={key} className="check">
              <input
                type="checkbox"
                checked={features[key] !== false}
                onChange={(event) => portico.setFeatures({ [key]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </Panel>
  );
}
