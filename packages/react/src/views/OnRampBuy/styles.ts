export const onrampStyles = `
.onramp-field { display: flex; flex-direction: column; gap: 6px; text-align: start; }
.onramp-field label { font-size: 0.85em; font-weight: 600; color: var(--p-fg-muted); }
.onramp-field input, .onramp-field select { font-size: 1.1em; padding: 8px; border: 1px solid var(--p-border); border-radius: calc(var(--p-radius) * 2); background: transparent; color: inherit; }
.onramp-details { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; text-align: start; margin: 0; font-size: 0.9em; }
.onramp-details dt { color: var(--p-fg-muted); }
.onramp-details dd { margin: 0; text-align: end; }
`;
