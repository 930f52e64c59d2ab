import {
  arrayOf,
  bool,
  type Check,
  either,
  emptyPayload,
  finiteNumber,
  json,
  literal,
  nonEmptyStr,
  obj,
  optional,
  str,
} from './check.js';
import type { AppEventName } from './eventNames.js';

const chainId = either(nonEmptyStr(128), finiteNumber);
const address = nonEmptyStr(128);

/** One way into the wallet: its login email, or a linked social login. */
const loginMethod = either(
  obj({ kind: literal('email'), email: nonEmptyStr(254) }),
  obj({
    kind: literal('social'),
    provider: nonEmptyStr(64),
    username: (value): value is string | null => value === null || str(256)(value),
  }),
);

/** §3 User from the secure frame, plus the Solana address of the same wallet. */
const user = obj({
  email: (value): value is string | null => value === null || str(254)(value),
  address,
  chainId,
  userName: optional(str(256)),
  accounts: arrayOf(obj({ address, type: literal('EOA', 'SMART_ACCOUNT') }), 16),
  solanaAddress: address,
  smartAccountDeployed: bool,
  preferredAccountType: literal('eoa', 'smartAccount'),
  loginMethods: optional(arrayOf(loginMethod, 16)),
});

/** The success payload check of every app event (docs/embedded-wallet.md, the protocol table). */
export const successPayloadChecks = {
  CONNECT_EMAIL: obj({ action: literal('VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT') }),
  CONNECT_OTP: obj({ recoveryPassword: literal('create', 'unlock', 'none') }),
  RECOVERY_PASSWORD: emptyPayload,
  CONNECT_SOCIAL: either(
    obj({ userName: optional(str(256)), recoveryPassword: literal('create', 'unlock', 'none') }),
    // The provider's verified email has an email wallet: its code (CONNECT_OTP) links the login to it.
    obj({ userName: optional(str(256)), linkEmail: nonEmptyStr(254) }),
  ),
  GET_SOCIAL_REDIRECT_URI: obj({ uri: str() }),
  RESEND_LINK_OTP: emptyPayload,
  GET_FARCASTER_URI: obj({ url: str() }),
  CONNECT_FARCASTER: obj({ userName: str(256), recoveryPassword: literal('create', 'unlock', 'none') }),
  GET_USER: user,
  IS_CONNECTED: obj({ isConnected: bool }),
  SIGN_OUT: emptyPayload,
  GET_CHAIN_ID: obj({ chainId }),
  SWITCH_NETWORK: obj({ chainId }),
  RPC_REQUEST: json,
  RPC_ABORT: emptyPayload,
  UPDATE_EMAIL: obj({ action: literal('VERIFY_PRIMARY_OTP') }),
  UPDATE_EMAIL_PRIMARY_OTP: obj({ action: literal('VERIFY_SECONDARY_OTP') }),
  UPDATE_EMAIL_SECONDARY_OTP: obj({ newEmail: nonEmptyStr(254) }),
  SYNC_THEME: emptyPayload,
  SYNC_DAPP_DATA: emptyPayload,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: obj({ smartAccountEnabledNetworks: arrayOf(finiteNumber) }),
  INIT_SMART_ACCOUNT: emptyPayload,
  SET_PREFERRED_ACCOUNT: obj({ type: literal('eoa', 'smartAccount'), address: optional(address) }),
  RELOAD: emptyPayload,
} satisfies Record<AppEventName, Check<unknown>>;

type Payloads = typeof successPayloadChecks;

/** The success payload of each app event, as its check accepts it. */
export type SuccessPayloads = { [N in AppEventName]: Payloads[N] extends Check<infer T> ? T : never };

/** `code`: a provider error's EIP-1193 / EIP-5792 code (Portico's addition to §7's message). */
export type ErrorPayload = { message?: string; code?: number };

const errorFields = obj({ message: optional(str()), code: optional(finiteNumber) });

/** Every `_ERROR` payload: it and its message are optional ('An error occurred' when absent, §8). */
export const errorPayloadCheck: Check<ErrorPayload | undefined> = (
  value,
): value is ErrorPayload | undefined => value === undefined || errorFields(value);

/** SESSION_UPDATE: an opaque, non-secret identifier of the refreshed session (never a credential). */
export const sessionUpdatePayloadCheck = obj({ token: nonEmptyStr(256) });

export type SessionUpdatePayload = { token: string };

/** FRAME_SIZE: the height in CSS pixels of what the frame's document shows (0: nothing). */
export const frameSizePayloadCheck = obj({ height: finiteNumber });

export type FrameSizePayload = { height: number };

/** FRAME_KEY: the key the frame hands to the modal. */
export const frameKeyPayloadCheck = obj({ key: literal('Escape', 'Tab'), shiftKey: bool });

export type FrameKeyPayload = { key: 'Escape' | 'Tab'; shiftKey: boolean };
