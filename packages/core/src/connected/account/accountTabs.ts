import type { AccountTab } from './types.js';

/** §2: the Account view's tabs, in order. */
export const accountTabs: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];
