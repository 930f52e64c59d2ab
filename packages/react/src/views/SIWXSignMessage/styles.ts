/** The sign-in view's own rules, on top of the modal's. */
export const styles = `
.siwx-dapp { display: flex; align-items: center; gap: 12px; }
.siwx-dapp img { border-radius: calc(var(--p-radius) * 3); }
.siwx-dapp p { margin: 0; }
.siwx-message { max-height: 180px; overflow: auto; padding: 12px;
  border-radius: calc(var(--p-radius) * 3); background: var(--p-surface); }
.siwx-message pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 12px/1.5 ui-monospace, monospace; }
.siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`;
