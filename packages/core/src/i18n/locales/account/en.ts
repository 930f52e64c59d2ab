/**
 * The catalogue's account part, in English: the Account view's messages (its tabs, tokens, NFTs, activity,
 * wallet features and account type; core's activity labels). It ships in the Account view's chunk (whose
 * modules import it through `accountMessagePart`; the modal preloads it with the view), not in the initial
 * JS; each other locale's part is a chunk of its own (`account/<locale>.ts`), loaded when both the locale and
 * the part are needed.
 */
export const en = {
  // Account
  'account.updateEmail': 'Update email',
  'account.login': 'Login',
  'account.network': 'Network:',
  'account.blockExplorer': 'Block Explorer',
  'account.connectedWallets': 'Connected wallets',
  'account.avatarOf': 'Avatar of {name}',
  'account.tabs': 'Account',
  'account.tab.Tokens': 'Tokens',
  'account.tab.NFTs': 'NFTs',
  'account.tab.Activity': 'Activity',
  'account.features': 'Wallet features',
  'account.buyCrypto': 'Buy crypto',
  'account.swap': 'Swap',
  'account.receive': 'Receive',
  'account.send': 'Send',
  'account.type': 'Account type',
  'account.typeIs': 'Account type:',
  'account.eoa': 'EOA',
  'account.smartAccount': 'Smart Account',
  'account.switching': 'Switching…',
  'account.switchTo': 'Switch to {type}',
  'account.total': 'Total',
  'account.tokens': 'Tokens',
  'account.loadingTokens': 'Loading tokens…',
  'account.noTokens': 'No tokens yet',
  'account.loadingNfts': 'Loading NFTs…',
  'account.nftsFailed': 'The NFTs could not be loaded',
  'account.noNfts': 'No NFTs yet',
  'account.loadingActivity': 'Loading activity…',
  'account.noActivity': 'No activity yet',
  'account.loadMore': 'Load more',
  'core.from': 'from {address}',
  'core.to': 'to {address}',
  'core.op.Send': 'Send',
  'core.op.Receive': 'Receive',
  'core.op.Mint': 'Mint',
  'core.op.Trade': 'Trade',
  'core.op.Approve': 'Approve',
  'core.op.Execute': 'Execute',
  'core.op.Deposit': 'Deposit',
  'core.op.Withdraw': 'Withdraw',
  'core.op.Burn': 'Burn',
  'core.op.Borrow': 'Borrow',
  'core.op.Repay': 'Repay',
  'core.op.Claim': 'Claim',
  'core.status.pending': 'pending',
  'core.status.failed': 'failed',
} as const;

/** The account part in one locale: one message per key of its English. */
export type AccountMessages = { readonly [K in keyof typeof en]: string };
