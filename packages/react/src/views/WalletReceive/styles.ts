export const receiveStyles = `
.qr { display: block; width: min(240px, 100%); height: auto; margin: 0 auto; border-radius: calc(var(--p-radius) * 4); }
.receive-address { font-family: ui-monospace, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
.network-names { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; list-style: none; padding: 0; margin: 0; }
.network-names li { padding: 2px 8px; border-radius: 999px; background: var(--p-surface); font-size: 0.85em; }
`;
