export const farcasterStyles = `
.farcaster .qr { display: block; width: min(240px, 100%); height: auto; margin: 0 auto; border-radius: calc(var(--p-radius) * 4); }
.farcaster .qr-placeholder { width: min(240px, 100%); aspect-ratio: 1; margin: 0 auto; border-radius: calc(var(--p-radius) * 4); background: var(--p-surface); display: grid; place-items: center; }
.farcaster .farcaster-mark { display: flex; justify-content: center; }
.farcaster .row { justify-content: center; }
`;
