/**
 * The catalogue's send part, in English: the send's and receive's messages (with core's send checks). It
 * ships in the chunk of the WalletSend, WalletSendPreview and WalletReceive views (whose modules import it
 * through `sendMessagePart`), not in the initial JS; each other locale's part is a chunk of its own
 * (`send/<locale>.ts`), loaded when both the locale and the part are needed.
 */
export const en = {
  // Receive and Send
  'receive.qrLabel': 'QR code of your address',
  'receive.networks': 'Send only on these networks:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} available',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.receiverOrName': 'Receiver address or name',
  'send.receiver': 'Receiver address',
  'send.receiverProfile': 'Receiver',
  'send.checking': 'Checking…',
  'send.preview': 'Preview send',
  'send.sent': 'Transaction sent',
  'send.viewOn': 'View on {explorer}',
  'send.theExplorer': 'the explorer',
  'send.summary': 'Send summary',
  'send.to': 'To',
  'send.upTo': 'up to {amount} {symbol}',
  'send.accountCreation': " (of which {amount} {symbol} opens the receiver's token account)",
  'send.confirmInWallet': 'Confirm in your wallet…',
  'send.send': 'Send',
  'send.edit': 'Edit',
  // Core's send labels and messages (written in the locale by `translateText`)
  'core.sendAmountAndReceiver': 'An amount and receiver address are required',
  'core.sendTokenRequired': 'A token is required',
  'core.sendTooManyDecimals': '{symbol} has {decimals} decimals: the amount has more',
  'core.sendInvalidReceiver': 'Enter a valid {network} address',
  'core.sendBadChecksum': 'Invalid address checksum',
  'core.sendNameNotFound': 'No address found for {name}',
  'core.sendInsufficientBalance': 'Insufficient {symbol} balance',
  'core.sendInsufficientFee': 'Not enough {symbol} for the network fee',
} as const;

/** The send part in one locale: one message per key of its English. */
export type SendMessages = { readonly [K in keyof typeof en]: string };
