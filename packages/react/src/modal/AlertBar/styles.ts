export const alertBarStyles = `
.alert-bar {
  margin: 0 16px 12px; padding: 8px 12px; border-radius: calc(var(--p-radius) * 3);
  border: 1px solid currentColor; background: var(--p-surface); font-size: 0.9em;
  display: flex; align-items: flex-start; gap: 8px;
}
.alert-bar .alert-text { flex: 1; }
.alert-bar[data-variant='error'] { color: var(--p-error); }
.alert-bar[data-variant='warning'] { color: var(--p-warning); }
.alert-bar[data-variant='info'] { color: var(--p-fg); }
.alert-bar p { color: var(--p-fg); margin-top: 2px; }
`;
