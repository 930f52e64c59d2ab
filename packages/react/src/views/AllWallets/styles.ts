import { rowHeightPx, viewportHeightPx } from './windowRange.js';

export const allWalletsStyles = `
.wallet-viewport { max-height: ${viewportHeightPx}px; overflow-y: auto; overscroll-behavior: contain; }
.wallet-window { list-style: none; position: relative; margin: 0; padding: 0; }
.wallet-window > li { position: absolute; inset-inline: 0; box-sizing: border-box; padding-bottom: 8px; }
.wallet-window .row { height: ${rowHeightPx - 8}px; }
.wallet-sentinel { height: 1px; }
`;
