export const tokenStyles = `
.tokens { text-align: start; color: var(--p-fg); }
.token-total { margin: 0 0 12px; font-size: 1.6em; font-weight: 600; text-align: center; }
.token-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.token-row { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: calc(var(--p-radius) * 3); }
.token-row:hover { background: var(--p-surface); }
.token-main, .token-figures { display: grid; gap: 2px; }
.token-main { flex: 1; min-width: 0; }
.token-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.token-figures { text-align: end; }
`;
