export const activityStyles = `
.activity { text-align: start; }
.activity-month { margin: 12px 0 4px; font-size: 0.85em; color: var(--p-fg-muted); }
.activity-list { list-style: none; margin: 0; padding: 0; }
.activity-row { display: flex; align-items: center; gap: 8px; padding: 6px 0; }
.activity-image { width: 32px; height: 32px; border-radius: 50%; object-fit: cover; }
.activity-main, .activity-side { display: flex; flex-direction: column; }
.activity-main { flex: 1; min-width: 0; }
.activity-side { align-items: flex-end; }
.activity-operation { font-weight: 600; }
.activity-detail { font-size: 0.85em; color: var(--p-fg-muted); }
.activity-more { display: block; margin: 8px auto 0; min-height: 32px; }
`;
