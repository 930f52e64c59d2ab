export { createWalletContext } from './createWalletContext.js';
export { type FrameServer, type FrameServerOptions, startFrameServer } from './frameServer.js';
export { isMailboxPath, mailboxRoutes } from './mailboxRoutes.js';
export type { ShareCipher } from './shareCipher.js';
export { resolveShareKey } from './shareKey.js';
export { deleteExpiredSocialLogins } from './social/pendingSocialLogins.js';
export { deleteExpiredEmailCodes, deleteExpiredWalletSessions } from './walletRetention.js';
export { walletRoutes } from './walletRoutes.js';
