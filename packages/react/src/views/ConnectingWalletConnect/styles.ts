export const walletConnectStyles = `
.qr { display: block; width: min(280px, 100%); height: auto; margin: 0 auto; border-radius: calc(var(--p-radius) * 4); }
.qr-placeholder { width: min(280px, 100%); aspect-ratio: 1; margin: 0 auto; border-radius: calc(var(--p-radius) * 4); background: var(--p-surface); display: grid; place-items: center; }
.wallet-links { display: flex; flex-direction: column; gap: 8px; }
`;
