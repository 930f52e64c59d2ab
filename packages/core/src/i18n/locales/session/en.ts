/**
 * The catalogue's session part, in English: the connected session's messages: networks, connected wallets,
 * sign-in, approval, transaction status. It ships in the chunk of the SwitchNetwork, SwitchActiveChain,
 * UnsupportedChain, ProfileWallets, SIWXSignMessage, ApproveTransaction and CallsStatus views (whose modules
 * import it through `sessionMessagePart`), not in the initial JS; each other locale's part is a chunk of its
 * own (`session/<locale>.ts`), loaded when both the locale and the part are needed.
 */
export const en = {
  // Networks
  'network.switchTo': 'Switch to {name}',
  'network.approveSwitch': 'Approve the network switch in your wallet',
  'network.familyUnsupported':
    "The connected wallet doesn't support {family} networks. Continue to connect a wallet that does.",
  'network.switch': 'Switch',
  'network.unsupported':
    "This app doesn't support your current network. Switch to an available option to continue.",
  // Connected wallets
  'wallets.none': 'No wallet is connected.',
  'wallets.list': 'Connected wallets',
  'wallets.add': 'Add wallet',
  'wallets.active': 'Active',
  'wallets.switchTo': 'Switch to {name}',
  'wallets.disconnect': 'Disconnect {name}',
  // Transaction status and approval
  'calls.checking': 'Checking the batch…',
  'calls.pending': 'Pending',
  'calls.confirmed': 'Confirmed',
  'calls.failed': 'Failed',
  'calls.unavailable': 'Status unavailable',
  'calls.viewTransaction': 'View transaction {hash}',
  'calls.transaction': 'Transaction {hash}',
  'approve.none': 'No request is waiting.',
  'approve.review': 'Review the request in your Portico wallet',
  // Sign-in
  'siwx.asks': '{app} asks you to sign in with your wallet.',
  'siwx.thisApp': 'This app',
  'siwx.message': 'Message to sign',
  'siwx.preparing': 'Preparing the message…',
  'siwx.authenticating': 'Authenticating...',
  'siwx.sign': 'Sign',
} as const;

/** The session part in one locale: one message per key of its English. */
export type SessionMessages = { readonly [K in keyof typeof en]: string };
