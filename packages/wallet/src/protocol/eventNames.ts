/** §7 secure frame messages: the app events the page sends; each is answered `_SUCCESS` or `_ERROR`. */
export const APP_EVENT_NAMES = [
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'RECOVERY_PASSWORD',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'RESEND_LINK_OTP',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'IS_CONNECTED',
  'SIGN_OUT',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'RPC_REQUEST',
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
] as const;

export type AppEventName = (typeof APP_EVENT_NAMES)[number];

export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';

/** The page's first message, carrying the MessagePort every later message goes over. No id. */
export const HANDSHAKE_TYPE = '@w3m-app/HANDSHAKE';
/** The frame's first message to its parent window, sent only to an allowed origin. No id. */
export const READY_TYPE = '@w3m-frame/READY';
/** Pushed by the frame after it refreshed its session. No id. */
export const SESSION_UPDATE_TYPE = '@w3m-frame/SESSION_UPDATE';
/**
 * Pushed by the frame when what its own document shows changes size (an approval, a recovery-password form): the
 * page sizes the frame's box in the modal to it. No id.
 */
export const FRAME_SIZE_TYPE = '@w3m-frame/FRAME_SIZE';
/**
 * Pushed by the frame when a key belongs to the modal around it: Escape, or Tab leaving the frame's last (Shift+Tab:
 * first) control, so the keyboard moves on in the modal as if the frame were one of its controls. No id.
 */
export const FRAME_KEY_TYPE = '@w3m-frame/FRAME_KEY';

export type AppEventType<N extends AppEventName = AppEventName> = `${typeof APP_PREFIX}${N}`;
export type SuccessType<N extends AppEventName = AppEventName> = `${typeof FRAME_PREFIX}${N}_SUCCESS`;
export type ErrorType<N extends AppEventName = AppEventName> = `${typeof FRAME_PREFIX}${N}_ERROR`;

export function appEventType<N extends AppEventName>(name: N): AppEventType<N> {
  return `${APP_PREFIX}${name}`;
}

export function successType<N extends AppEventName>(name: N): SuccessType<N> {
  return `${FRAME_PREFIX}${name}_SUCCESS`;
}

export function errorType<N extends AppEventName>(name: N): ErrorType<N> {
  return `${FRAME_PREFIX}${name}_ERROR`;
}

export function isAppEventName(value: string): value is AppEventName {
  return (APP_EVENT_NAMES as readonly string[]).includes(value);
}
