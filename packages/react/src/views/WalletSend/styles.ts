export const sendStyles = `
.field { display: flex; flex-direction: column; gap: 6px; text-align: start; }
.field label { font-size: 0.85em; font-weight: 600; color: var(--p-fg-muted); }
.field-row { display: flex; gap: 8px; }
.field-row .search { flex: 1; }
.receiver-profile { display: flex; align-items: center; gap: 8px; font-size: 0.9em; }
.receiver-profile img { width: 24px; height: 24px; border-radius: 50%; object-fit: cover; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; text-align: start; margin: 0; }
.summary dt { color: var(--p-fg-muted); }
.summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.hash { font-family: ui-monospace, monospace; font-size: 0.85em; overflow-wrap: anywhere; }
`;
