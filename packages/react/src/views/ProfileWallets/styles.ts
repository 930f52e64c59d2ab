export const profileWalletsStyles = `
.wallet { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border-radius: calc(var(--p-radius) * 3); background: var(--p-surface); }
.wallet[aria-current='true'] { outline: 1px solid var(--p-accent); }
.wallet-text { flex: 1; display: flex; flex-direction: column; min-width: 0; }
.wallet-name { font-weight: 600; }
.wallet-meta { font-size: 0.85em; color: var(--p-fg-muted); }
.wallet-actions { display: flex; gap: 6px; }
.wallet-actions button { min-height: 32px; padding: 0 10px; border-radius: calc(var(--p-radius) * 3); border: 1px solid var(--p-border); background: transparent; cursor: pointer; color: inherit; }
`;
