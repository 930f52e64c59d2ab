import type { NodeMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/** Chinese (Traditional, Hong Kong) (zh-HK): the transaction-node errors, the part of `node/en.ts` — zh-TW's. */
export const messages: NodeMessages = { ...zhTW };
