import type { AccountTab } from '../portico/types.js';

/** §2: the Account view's tabs, in order. */
export const accountTabs: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];
