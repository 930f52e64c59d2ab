import {
  arrayOf,
  type Check,
  either,
  emptyPayload,
  finiteNumber,
  flatRecord,
  json,
  literal,
  nonEmptyStr,
  obj,
  optional,
  str,
} from './check.js';
import type { AppEventName } from './eventNames.js';

const email = nonEmptyStr(254);
const otp = nonEmptyStr(16);
/** CAIP-2 (`eip155:1`) or a bare chain reference. */
const chainId = either(nonEmptyStr(128), finiteNumber);
const accountType = literal('eoa', 'smartAccount');

/** The payload check of every app event (docs/embedded-wallet.md, the protocol table). */
export const appPayloadChecks = {
  CONNECT_EMAIL: obj({ email }),
  CONNECT_OTP: obj({ otp }),
  RECOVERY_PASSWORD: emptyPayload,
  CONNECT_SOCIAL: obj({
    uri: str(),
    preferredAccountType: optional(accountType),
    chainId: optional(chainId),
  }),
  GET_SOCIAL_REDIRECT_URI: obj({ provider: nonEmptyStr(64) }),
  RESEND_LINK_OTP: emptyPayload,
  GET_FARCASTER_URI: emptyPayload,
  CONNECT_FARCASTER: emptyPayload,
  GET_USER: obj({ chainId, preferredAccountType: optional(accountType), socialUri: optional(str()) }),
  IS_CONNECTED: emptyPayload,
  SIGN_OUT: emptyPayload,
  GET_CHAIN_ID: emptyPayload,
  SWITCH_NETWORK: obj({ chainId }),
  RPC_REQUEST: obj({
    method: nonEmptyStr(128),
    params: optional(json),
    chainNamespace: optional(nonEmptyStr(32)),
    chainId: optional(chainId),
  }),
  RPC_ABORT: emptyPayload,
  UPDATE_EMAIL: obj({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: obj({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: obj({ otp }),
  SYNC_THEME: obj({
    themeMode: optional(literal('light', 'dark')),
    themeVariables: optional(flatRecord()),
    w3mThemeVariables: optional(flatRecord()),
    /** The modal's locale (a BCP 47 tag): the frame writes its own screens in it. */
    locale: optional(str(35)),
  }),
  SYNC_DAPP_DATA: obj({
    metadata: optional(obj({ name: str(), description: str(), url: str(), icons: arrayOf(str()) })),
    sdkVersion: optional(str(128)),
    sdkType: optional(str(128)),
    projectId: optional(str(128)),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: emptyPayload,
  INIT_SMART_ACCOUNT: emptyPayload,
  SET_PREFERRED_ACCOUNT: obj({ type: accountType }),
  RELOAD: emptyPayload,
} satisfies Record<AppEventName, Check<unknown>>;

type Payloads = typeof appPayloadChecks;

/** The payload of each app event, as its check accepts it. */
export type AppPayloads = { [N in AppEventName]: Payloads[N] extends Check<infer T> ? T : never };
