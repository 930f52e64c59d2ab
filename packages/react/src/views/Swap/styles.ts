export const swapStyles = `
.swap-field { display: flex; flex-direction: column; gap: 6px; text-align: start; padding: 12px; border: 1px solid var(--p-border); border-radius: calc(var(--p-radius) * 3); }
.swap-field label { font-size: 0.85em; font-weight: 600; color: var(--p-fg-muted); }
.swap-field-row { display: flex; gap: 8px; align-items: center; }
.swap-field-row input { flex: 1; min-width: 0; font-size: 1.4em; border: none; background: transparent; color: inherit; }
.swap-token { flex: none; }
.swap-flip { align-self: center; width: 36px; height: 36px; padding: 0; border-radius: 50%; }
.swap-details { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; text-align: start; margin: 0; font-size: 0.9em; }
.swap-details dt { color: var(--p-fg-muted); }
.swap-details dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.swap-warning { color: var(--p-warning); font-weight: 600; }
.swap-blocked { color: var(--p-error); font-weight: 600; }
.swap-slippage { display: flex; gap: 8px; align-items: center; font-size: 0.9em; }
.swap-slippage input { width: 5em; }
.swap-picker { display: flex; flex-direction: column; gap: 8px; }
.swap-picker ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; max-height: 320px; overflow-y: auto; }
.swap-picker h3 { margin: 8px 0 0; font-size: 0.8em; text-transform: uppercase; color: var(--p-fg-muted); text-align: start; }
.swap-hash { font-family: ui-monospace, monospace; font-size: 0.85em; overflow-wrap: anywhere; }
`;
