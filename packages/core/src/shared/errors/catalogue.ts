import type { NodeErrorCode } from './nodeMessages.js';
import type { SendErrorCode } from './sendMessages.js';

/**
 * Every user-visible or thrown message of the spec (§5, §8), verbatim, keyed by a stable code — but the send's, the
 * transaction nodes' and the sign-in's (`sendMessages`, `nodeMessages`, `siwxMessages`), which load only with the
 * features that use them.
 * Messages with `{name}` placeholders are filled by `formatMessage`.
 */
export const errorCatalogue = {
  // §5 validation
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CHAIN_ID: 'Invalid chainId',
  INVALID_DECIMAL: 'not a valid decimal number',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  SIGN_INVALID_SIGNATURE: 'Invalid signed message',
  TRANSACTIONS_ACCOUNT_REQUIRED: "Transactions can't be fetched without an accountAddress",
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  // Portico Cloud's sign-in without a cloud (the wording is Portico's)
  SIWX_NEEDS_CLOUD:
    'Sign-in with Portico Cloud needs `cloudUrl` and a valid `projectId`; otherwise give `siwx` a config',
  NETWORKS_REQUIRED: 'At least one network is required in the `networks` option',
  // The `tokens` option's own check (the wording is Portico's)
  INVALID_TOKENS_OPTION: 'Invalid `tokens` option at {path}: {reason}',
  INVALID_THEME_MODE: "Invalid theme mode '{mode}': it is light or dark",
  // The theme options' own check (the wording is Portico's)
  INVALID_THEME_OPTION: "Invalid theme option {option}: '{value}'",
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
  // The email-login steps' own checks (the wording is Portico's)
  EMAIL_INVALID: 'Enter a valid email address',
  // §8 toasts and messages
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  // The NFTs tab's toast (Portico's wording, after the activity one)
  FAILED_TO_FETCH_NFTS: 'Failed to fetch NFTs',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  AUTHENTICATING: 'Authenticating...',
  // §8 connection
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_CONNECT: 'Failed to connect',
  FAILED_TO_INITIATE_SOCIAL: 'Failed to initiate social connection',
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection: {id}',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  // §8 wallet codes 4100–4902 as the ConnectingExternal error view shows them (the spec names them; the
  // wording is Portico's); 4001 shows CONNECTION_REJECTED
  WALLET_UNAUTHORIZED: 'The wallet has not authorized this site or account',
  WALLET_UNSUPPORTED_METHOD: 'The wallet does not support this request',
  WALLET_DISCONNECTED: 'The wallet is disconnected',
  WALLET_CHAIN_DISCONNECTED: 'The wallet is not connected to this network',
  WALLET_UNRECOGNIZED_CHAIN: 'The wallet does not recognize this network',
  // §8 disconnect
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  FAILED_TO_DISCONNECT_CHAINS: 'Failed to disconnect chains: {message}',
  // §8 swaps: the cloud's refusals, kept with the wire's messages (cloud/wire/cloudMessages.ts, `swapNetworkMessages`)
  // §8 chains
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  // §8 names
  NAME_NETWORK_NOT_FOUND: 'Network not found',
  NAME_ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  // §8 secure frame
  FRAME_ERROR: 'An error occurred',
  FRAME_ABORTED: 'Something went wrong',
  FRAME_RPC_ABORTED: 'Request was aborted',
  FRAME_LOAD_FAILED: 'Unable to load email login dependency',
  // A frame request that timed out (iframe_request_timeout) and an expired session, shown as their §8 alerts
  FRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  SESSION_EXPIRED: 'Session Expired',
  // EIP-1193 4001, the embedded wallet's refusal of a request on ApproveTransaction
  USER_REJECTED_REQUEST: 'User rejected the request.',
  FRAME_IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  // The frame's own `_ERROR` message, passed on verbatim
  FRAME_REPLY: '{message}',
  // §8 connector library
  CHAIN_NOT_CONFIGURED: 'Chain not configured.',
  CONNECTOR_ALREADY_CONNECTED: 'Connector already connected.',
  CONNECTOR_NOT_CONNECTED: 'Connector not connected.',
  PROVIDER_NOT_FOUND: 'Provider not found.',
  SWITCH_CHAIN_NOT_SUPPORTED: '"{connector}" does not support programmatic chain switching.',
  // §8 HTTP
  HTTP_STATUS: 'HTTP status code: {status}',
  HTTP_REQUEST_FAILED: 'HTTP request failed.',
  HTTP_TIMEOUT: 'The request took too long to respond.',
  WALLET_SOCKET_ABNORMAL_CLOSE: 'The wallet connection closed abnormally (code {code})',
  // A WalletConnect relay whose socket does not open in time (Portico's wording)
  WALLETCONNECT_RELAY_UNREACHABLE: 'The WalletConnect relay cannot be reached',
  // §8 fallbacks: the allowed-origins fetch
  RATE_LIMITED: 'Rate Limited',
  SERVER_ERROR: 'Server Error',
  // §8 server messages, mapped to alerts by `serverMessageAlerts`
  ORIGIN_NOT_ALLOWED: 'Origin not allowed',
  JWT_NOT_YET_VALID: 'JWT not yet valid',
  INVALID_KEY: 'Invalid key',
  // The relay's reason for an expired auth JWT, shown as Session Expired by `connectorErrorAlerts`
  JWT_EXPIRED: 'JWT expired',
  // §8 fallback
  UNKNOWN_ERROR: 'Unknown error',
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** The code of a `PorticoError`: a catalogue code, or one whose message a feature keeps. */
export type PorticoErrorCode = ErrorCode | SendErrorCode | NodeErrorCode;

/** Fills `{name}` placeholders of a message template; unknown names stay as they are. */
export function fillPlaceholders(
  template: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillPlaceholders(errorCatalogue[code], params);
}
