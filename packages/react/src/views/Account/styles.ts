export const accountStyles = `
.avatar { display: block; width: 64px; height: 64px; border-radius: 50%; object-fit: cover; }
.address-line { display: flex; align-items: center; gap: 4px; }
.address { font-size: 1.15em; font-weight: 600; }
.balance { color: var(--p-fg-muted); }
.tablist { display: flex; gap: 4px; padding: 4px; border-radius: calc(var(--p-radius) * 4); background: var(--p-surface); }
.tablist [role='tab'] {
  flex: 1; min-height: 32px; border: none; border-radius: calc(var(--p-radius) * 3); background: transparent; cursor: pointer;
}
.tablist [role='tab'][aria-selected='true'] { background: var(--p-bg); font-weight: 600; }
.tabpanel { padding: 16px 4px; text-align: center; }
`;
