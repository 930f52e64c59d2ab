import type {
  EmailConnectAction,
  EmailUpdateAction,
  EmbeddedDappData,
  EmbeddedTheme,
  EmbeddedUser,
} from '@portico/core';

type Empty = Record<string, never>;

/** Each app event the connector sends (docs/embedded-wallet.md "Protocol"): its payload and its success payload. */
export interface FrameRequests {
  CONNECT_EMAIL: { payload: { email: string }; reply: { action: EmailConnectAction } };
  CONNECT_DEVICE: { payload: { recoveryPassword: string }; reply: Empty };
  CONNECT_OTP: { payload: { otp: string }; reply: { needsRecoveryPassword: boolean } };
  SET_RECOVERY_PASSWORD: { payload: { password: string }; reply: Empty };
  GET_USER: { payload: { chainId: string; preferredAccountType?: string }; reply: EmbeddedUser };
  IS_CONNECTED: { payload: Empty; reply: { isConnected: boolean } };
  SIGN_OUT: { payload: Empty; reply: Empty };
  GET_CHAIN_ID: { payload: Empty; reply: { chainId: string | number } };
  SWITCH_NETWORK: { payload: { chainId: string }; reply: { chainId: string | number } };
  RPC_REQUEST: {
    payload: { method: string; params?: unknown; chainNamespace: string; chainId: string };
    reply: unknown;
  };
  RPC_ABORT: { payload: Empty; reply: Empty };
  UPDATE_EMAIL: { payload: { email: string }; reply: { action: EmailUpdateAction } };
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: string }; reply: { action: EmailUpdateAction } };
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: string }; reply: { newEmail: string } };
  SYNC_THEME: {
    payload: EmbeddedTheme & { w3mThemeVariables: Record<string, string | number> };
    reply: Empty;
  };
  SYNC_DAPP_DATA: { payload: EmbeddedDappData; reply: Empty };
}

export type FrameRequestName = keyof FrameRequests;
export type FramePayload<N extends FrameRequestName> = FrameRequests[N]['payload'];
export type FrameReply<N extends FrameRequestName> = FrameRequests[N]['reply'];
