import { constants } from '@portico/core';

const { widthPx, shakeMs, headerTextAnimationMs, modalHeightAnimationMs, viewTransitionMs } = constants.modal;

/**
 * The modal's base sheet, inside its shadow root. `:host { all: initial }` (important, so a host page's
 * `* { … !important }` loses too) cuts every inherited property at the boundary; `.root` then sets the
 * inherited ones explicitly. Theme: `--portico-*` (from the page, or core's `selectThemeVariables` — the look, the
 * `themeVariables`, accent, radius and font — on the host element) feed the internal `--p-*` values, which have
 * light and dark defaults.
 */
export const modalStyles = `
:host { all: initial !important; display: contents !important; }
.root {
  --p-accent: var(--portico-accent, #3d6cf5);
  --p-on-accent: var(--portico-on-accent, #ffffff);
  --p-radius: var(--portico-border-radius-master, 4px);
  --p-font-size: var(--portico-font-size-master, 10px);
  --p-mix: var(--portico-color-mix, transparent);
  --p-mix-strength: calc(var(--portico-color-mix-strength, 0) * 1%);
  --p-bg-base: var(--portico-background, #ffffff);
  --p-fg: var(--portico-foreground, #141414);
  --p-fg-muted: var(--portico-foreground-muted, #5c5c5c);
  --p-surface-base: var(--portico-surface, #f1f3f5);
  --p-border: var(--portico-border-color, #d9dde1);
  --p-error: #c4261d;
  --p-success: #1e7a3c;
  --p-warning: #8a5a00;
  --p-overlay: rgba(0, 0, 0, 0.4);
  --p-bg: color-mix(in srgb, var(--p-mix) var(--p-mix-strength), var(--p-bg-base));
  --p-surface: color-mix(in srgb, var(--p-mix) var(--p-mix-strength), var(--p-surface-base));
  font-family: var(--portico-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: calc(var(--p-font-size) * 1.4);
  font-weight: 400;
  font-style: normal;
  font-variant: normal;
  line-height: 1.4;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  white-space: normal;
  direction: ltr;
  visibility: visible;
  cursor: auto;
  color: var(--p-fg);
  -webkit-font-smoothing: antialiased;
}
.root[data-theme='dark'] {
  --p-bg-base: var(--portico-background, #191a1a);
  --p-fg: var(--portico-foreground, #f0f0f0);
  --p-fg-muted: var(--portico-foreground-muted, #a8adb3);
  --p-surface-base: var(--portico-surface, #2a2c2e);
  --p-border: var(--portico-border-color, #3b3e41);
  --p-error: #ff7a70;
  --p-success: #5fd38a;
  --p-warning: #ffc455;
  --p-overlay: rgba(0, 0, 0, 0.6);
}
*, *::before, *::after { box-sizing: border-box; margin: 0; padding: 0; }
button, input, select, textarea, a { font: inherit; color: inherit; letter-spacing: inherit; }
:focus-visible { outline: 2px solid var(--p-accent); outline-offset: 2px; }
.overlay {
  position: fixed; inset: 0; z-index: var(--portico-z-index, 999);
  display: flex; align-items: center; justify-content: center;
  background: var(--p-overlay);
}
.card {
  position: relative; width: ${widthPx}px; max-width: 100vw;
  max-height: calc(100vh - 16px); max-height: calc(100dvh - 16px); display: flex; flex-direction: column;
  background: var(--p-bg); color: var(--p-fg);
  border: 1px solid var(--p-border); border-radius: calc(var(--p-radius) * 8);
  overflow: hidden; outline: none;
}
.card[data-shake='true'] { animation: portico-shake ${shakeMs}ms ease-in-out; }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
.header { display: flex; align-items: center; gap: 8px; padding: 12px; min-height: 56px; }
.header h2 {
  flex: 1; text-align: center; font-size: 1.1em; font-weight: 600;
  animation: portico-fade ${headerTextAnimationMs}ms ease-out;
}
.icon-button {
  width: 32px; height: 32px; display: inline-flex; align-items: center; justify-content: center;
  border: none; border-radius: calc(var(--p-radius) * 2); background: transparent; cursor: pointer;
}
.icon-button:hover { background: var(--p-surface); }
/* Right to left (ar, he, fa: the card's dir), an arrow that points back or forward is mirrored. */
[dir='rtl'] .directional { transform: scaleX(-1); }
.header-spacer { width: 32px; }
/* A view taller than the window scrolls under the header (the height still animates to the content's). */
.body { min-height: 0; overflow: hidden auto; transition: height ${modalHeightAnimationMs}ms ease; }
.view { padding: 0 16px 16px; animation: portico-fade ${viewTransitionMs}ms ease-out; }
@keyframes portico-fade { from { opacity: 0; } to { opacity: 1; } }
.list { list-style: none; display: flex; flex-direction: column; gap: 8px; }
.group-heading { font-size: 0.85em; font-weight: 600; color: var(--p-fg-muted); padding: 0 4px; }
.row {
  width: 100%; display: flex; align-items: center; gap: 12px; padding: 10px 12px; text-align: start;
  border: 1px solid transparent; border-radius: calc(var(--p-radius) * 4);
  background: var(--p-surface); cursor: pointer; text-decoration: none;
}
.row:hover:not(:disabled) { border-color: var(--p-border); }
.row:disabled, .row[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
.row[aria-current='true'] { border-color: var(--p-accent); }
.row-icon { width: 32px; height: 32px; border-radius: calc(var(--p-radius) * 2); flex: none; object-fit: cover; }
.letter-tile {
  display: inline-flex; align-items: center; justify-content: center;
  background: var(--p-accent); color: var(--p-on-accent); font-weight: 600;
}
.row-label { flex: 1; font-weight: 500; }
.row-tag { font-size: 0.85em; color: var(--p-fg-muted); }
.primary, .secondary {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 40px; padding: 0 16px; border-radius: calc(var(--p-radius) * 4); cursor: pointer;
  font-weight: 600; text-decoration: none;
}
.primary { border: none; background: var(--p-accent); color: var(--p-on-accent); }
.secondary { border: 1px solid var(--p-border); background: transparent; }
.search {
  width: 100%; min-height: 40px; padding: 0 12px; border: 1px solid var(--p-border);
  border-radius: calc(var(--p-radius) * 4); background: var(--p-surface);
}
.muted { color: var(--p-fg-muted); }
.error-text { color: var(--p-error); }
.center { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; padding: 8px 0; }
.stack { display: flex; flex-direction: column; gap: 12px; }
.skeleton-list { display: flex; flex-direction: column; gap: 8px; }
.skeleton-row { display: flex; align-items: center; gap: 12px; padding: 10px 12px; }
.skeleton {
  display: block; border-radius: calc(var(--p-radius) * 2);
  background: linear-gradient(90deg, var(--p-surface) 25%, var(--p-border) 50%, var(--p-surface) 75%) 0 0 / 200% 100%;
  animation: portico-shimmer 1.2s linear infinite;
}
.skeleton-icon { width: 32px; height: 32px; flex: none; }
.skeleton-line { height: 12px; flex: 1; max-width: 60%; }
@keyframes portico-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .skeleton { animation: none; } }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
`;
