import { summaryTextEn } from '@portico/core/adapters';

/**
 * The secure frame's own words (its password and approval screens with the request's summary, its storage notice), English being the source;
 * each other locale of the modal is a module of its own here, loaded when the modal tells the frame its locale.
 */
export const frameEn = {
  continue: 'Continue',
  recoveryPassword: 'Recovery password',
  confirmRecoveryPassword: 'Confirm recovery password',
  chooseTitle: 'Choose a recovery password',
  chooseDescription:
    'At least {min} characters and hard to guess. You need it to use your wallet on a new device; nobody can reset it.',
  strength: 'Strength: {word}',
  veryWeak: 'Very weak',
  weak: 'Weak',
  fair: 'Fair',
  strong: 'Strong',
  veryStrong: 'Very strong',
  enterTitle: 'Enter your recovery password',
  enterDescription: 'This device is new: your recovery password unlocks your wallet here.',
  tooShort: 'Use at least {min} characters',
  tooWeak: 'This password is too easy to guess: add more words or characters',
  passwordsDiffer: 'The passwords do not match',
  approveHint: 'Approve is available once this request is fully in view.',
  reject: 'Reject',
  approve: 'Approve',
  requestFrom: 'Request from {origin}',
  network: 'Network {network}',
  storage: 'Storage',
  storageMemory:
    'This browser does not let the secure wallet keep data on this site. You can use your wallet until you close this page; next time you will need your recovery password.',
  storageRequest: 'Let the wallet remember this device',
  storageRefused: 'The browser did not allow it. Your wallet still works until you close this page.',
  swapTitle: 'Swap {pay} for ≥ {receive}',
  swapYouPay: 'You pay',
  swapYouReceive: 'You receive at least',
  swapThisWallet: '{address} (this wallet)',
  swapAnotherAccount: '{address} (another account)',
  swapRouter: 'Router',
  swapExpires: 'Expires',
  // The approval's summary: core's words (titles, labels, Portico's values), in the same keys as core's.
  ...summaryTextEn,
} as const;

export type FrameMessageKey = keyof typeof frameEn;

/** A whole catalogue of the frame: one message per key of the English source. */
export type FrameMessages = { readonly [K in FrameMessageKey]: string };
