export const connectStyles = `
.branding { text-align: center; font-size: 0.8em; color: var(--p-fg-muted); }
.legal { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px; border-radius: calc(var(--p-radius) * 4); background: var(--p-surface); font-size: 0.9em; }
.legal input { margin-top: 3px; accent-color: var(--p-accent); }
.legal a { color: inherit; text-decoration: underline; }
.field-row { display: flex; flex-wrap: wrap; gap: 8px; }
.field-row .search { flex: 1; }
.field-row .error-text { flex-basis: 100%; text-align: start; }
`;
