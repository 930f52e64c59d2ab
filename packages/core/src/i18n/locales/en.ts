import type { en as account } from './account/en.js';
import type { en as connecting } from './connecting/en.js';
import type { en as node } from './node/en.js';
import type { en as onramp } from './onramp/en.js';
import type { en as send } from './send/en.js';
import type { en as session } from './session/en.js';
import type { en as swap } from './swap/en.js';

/**
 * The message catalogue's source: every user-visible string of the modal in English, keyed by a stable name,
 * in parts. This base part holds what the initial UI needs (the connect button, the modal's frame and titles,
 * Connect, the alerts, toasts and shown errors, core's labels shared by several features) and ships in the
 * initial bundle; each lazily loaded feature's messages are a part of their own (`<part>/en.ts`, e.g.
 * `swap/en.ts`) that loads with the feature's views (`MessagePart`). Each other locale is a module per part
 * (`<locale>.ts`, `<part>/<locale>.ts`), typed so that TypeScript and the catalogue test catch a missing or
 * extra key and a changed placeholder. `{name}` takes a parameter; `{count, plural, one {…} other {…}}` the
 * plural form of `Intl.PluralRules`.
 */
export const en = {
  // The views' titles (the header, the dialog's accessible name)
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.AllWallets': 'All Wallets',
  'title.Networks': 'Choose Network',
  'title.ConnectingExternal': 'Connecting',
  'title.EmailLogin': 'Email Login',
  'title.ConnectingSocial': 'Social Login',
  'title.UpdateEmailWallet': 'Update Email',
  'title.ProfileWallets': 'Connected Wallets',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.SIWXSignMessage': 'Sign In',
  'title.SwitchNetwork': 'Switch Network',
  'title.SwitchActiveChain': 'Switch Chain',
  'title.WalletSend': 'Send',
  'title.WalletSendPreview': 'Review Send',
  'title.WalletReceive': 'Receive',
  'title.CallsStatus': 'Transaction Status',
  'title.Swap': 'Swap',
  'title.OnRamp': 'Buy Crypto',
  // The modal's frame
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.dismiss': 'Dismiss',
  'modal.loading': 'Loading…',
  'common.continue': 'Continue',
  'common.retry': 'Retry',
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.done': 'Done',
  'common.copyAddress': 'Copy address',
  'common.disconnect': 'Disconnect',
  'common.networkFee': 'Network fee',
  'common.quoteDetails': 'Quote details',
  'common.viewTransaction': 'View transaction',
  'common.testnet': 'Testnet',
  'common.connectButton': 'Connect Wallet',
  'common.connecting': 'Connecting…',
  'toast.addressCopied': 'Address copied',
  'toast.addressCopyFailed': 'Failed to copy the address',
  // Connect
  'connect.allWallets': 'All Wallets',
  'connect.poweredBy': 'Powered by Portico',
  'connect.legalAgree': 'I agree to the {terms} and {privacy}',
  'connect.terms': 'Terms of Service',
  'connect.privacy': 'Privacy Policy',
  'connect.email': 'Email',
  'connect.continueWith': 'Continue with {provider}',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  // §5 relative times ("1 min, 2 hrs, 3 d")
  'time.now': 'now',
  'time.minutes': '{count} min',
  'time.hours': '{count, plural, one {# hr} other {# hrs}}',
  'time.days': '{count} d',
  'time.years': '{count, plural, one {# yr} other {# yrs}}',
  // §8 alerts (short and long forms)
  'alert.NETWORK_NOT_FOUND': 'Network Not Found',
  'alert.NETWORK_NOT_FOUND.long':
    'The network is not in the configured networks list. Add it to the `networks` option.',
  'alert.INVALID_APP_CONFIGURATION': 'Invalid App Configuration',
  'alert.INVALID_APP_CONFIGURATION.long':
    "This origin is not allowed, or the project id is invalid. Check the project id and the project's allowed origins.",
  'alert.PROJECT_ID_NOT_CONFIGURED': 'Project ID Not Configured',
  'alert.PROJECT_ID_NOT_CONFIGURED.long': 'A project id is required. Set the `projectId` option.',
  'alert.SERVER_ERROR': 'Server Error',
  'alert.SERVER_ERROR.long': 'Failed to get the app configuration from the server. Please try again later.',
  'alert.RATE_LIMITED': 'Rate Limited',
  'alert.RATE_LIMITED.long':
    'Too many requests were sent in a short time. Please wait a moment and try again.',
  'alert.EMBEDDED_WALLET_LOAD_FAILED': 'Network Error - Could not load embedded wallet',
  'alert.EMBEDDED_WALLET_LOAD_FAILED.long':
    'The embedded wallet could not be loaded. Check your network connection and that this origin is allowed.',
  'alert.EMBEDDED_WALLET_REQUEST_TIMEOUT': 'Embedded Wallet Request Timed Out',
  'alert.EMBEDDED_WALLET_REQUEST_TIMEOUT.long':
    'The embedded wallet did not answer in time. Check your network connection and try again.',
  'alert.SESSION_EXPIRED': 'Session Expired',
  'alert.SESSION_EXPIRED.long':
    "The session is invalid or has expired. Check that your device's date and time settings are correct, then reconnect.",
  'alert.UNVERIFIED_DOMAIN': 'Unverified domain',
  'alert.UNVERIFIED_DOMAIN.long':
    "This domain is not verified for the project. Add it to the project's allowed origins.",
  'alert.MULTI_WALLET_NOT_ENABLED': 'Multi-Wallet Not Enabled',
  'alert.MULTI_WALLET_NOT_ENABLED.long':
    'Multi-wallet support is not enabled. Please enable it in your AppKit configuration',
  'alert.LOCAL_CONFIGURATION_IGNORED': 'Local configuration ignored',
  'alert.LOCAL_CONFIGURATION_IGNORED.long':
    'The remote project configuration overrides these local settings: {settings}',
  // Core's labels and messages shown as core writes them in English (written in the locale by
  // `translateText`); the ones of a single feature are in its part
  'core.enterAmount': 'Enter an amount',
  'core.rejectedInWallet': 'The transaction was rejected in the wallet',
  'core.notConfirmed': 'The transaction was not confirmed in time',
  'core.insufficientFunds': 'Insufficient funds for gas and value',
  'core.siwxInitFailed': 'A problem occurred while trying initialize authentication',
  'core.siwxDeclined': 'Signature declined',
  'core.siwxSmartAccounts': 'This application might not support Smart Accounts',
  // §8 errors and toasts a visitor sees (the message of core's error of the same code)
  'error.EMAIL_COOLDOWN': 'Please try again after {seconds} seconds',
  'error.EMAIL_INVALID': 'Enter a valid email address',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Token Balance Unavailable',
  'error.FAILED_TO_FETCH_TRANSACTIONS': 'Failed to fetch transactions',
  'error.FAILED_TO_FETCH_NFTS': 'Failed to fetch NFTs',
  'error.ACTION_NOT_ALLOWED': 'Action not allowed',
  'error.MODAL_CLOSED': 'Modal closed',
  'error.CONNECTION_REJECTED': 'Connection rejected',
  'error.POPUP_CLOSED': 'Popup closed',
  'error.FAILED_TO_CONNECT': 'Failed to connect',
  'error.FAILED_TO_INITIATE_SOCIAL': 'Failed to initiate social connection',
  'error.FAILED_TO_CONNECT_FARCASTER': 'Failed to connect to farcaster',
  'error.WALLET_UNAUTHORIZED': 'The wallet has not authorized this site or account',
  'error.WALLET_UNSUPPORTED_METHOD': 'The wallet does not support this request',
  'error.WALLET_DISCONNECTED': 'The wallet is disconnected',
  'error.WALLET_CHAIN_DISCONNECTED': 'The wallet is not connected to this network',
  'error.WALLET_UNRECOGNIZED_CHAIN': 'The wallet does not recognize this network',
  'error.FAILED_TO_DISCONNECT': 'Failed to disconnect',
  'error.CHAIN_NOT_SUPPORTED': 'Chain is not supported',
  'error.USER_REJECTED_REQUEST': 'User rejected the request.',
  'error.FRAME_ERROR': 'An error occurred',
  'error.FRAME_ABORTED': 'Something went wrong',
  'error.HTTP_REQUEST_FAILED': 'HTTP request failed.',
  'error.HTTP_TIMEOUT': 'The request took too long to respond.',
  'error.WALLETCONNECT_RELAY_UNREACHABLE': 'The WalletConnect relay cannot be reached',
  'error.UNKNOWN_ERROR': 'Unknown error',
} as const;

/** A message's key in the catalogue (any part). */
export type MessageKey =
  | keyof typeof en
  | keyof typeof account
  | keyof typeof connecting
  | keyof typeof send
  | keyof typeof swap
  | keyof typeof onramp
  | keyof typeof session
  | keyof typeof node;

/** A whole catalogue, all parts: one message per key of the English source. */
export type Messages = { readonly [K in MessageKey]: string };

/** The base part in one locale (what `<locale>.ts` exports): one message per key of this module's English. */
export type BaseMessages = { readonly [K in keyof typeof en]: string };
