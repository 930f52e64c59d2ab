/** The Account view's tabs (§3 currentTab). */
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';

/** §2: the Account view's tabs, in order. */
export const accountTabs: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];
