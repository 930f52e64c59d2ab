import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APP_EVENT_NAMES,
  errorType,
  FRAME_SIZE_TYPE,
  READY_TYPE,
  SESSION_UPDATE_TYPE,
  successType,
} from './eventNames.js';
import type { SuccessPayloads } from './framePayloads.js';
import { parseFrameMessage } from './parseFrameMessage.js';

const id = 'a2d4b3c0-0000-4000-8000-000000000001';

const user: SuccessPayloads['GET_USER'] = {
  email: 'ada@example.com',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'EOA' }],
  solanaAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
  loginMethods: [
    { kind: 'email', email: 'ada@example.com' },
    { kind: 'social', provider: 'google', username: null },
  ],
};

/** One valid success payload per app event. */
const validSuccess: { [N in keyof SuccessPayloads]: SuccessPayloads[N] } = {
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' },
  CONNECT_OTP: { recoveryPassword: 'unlock' },
  RECOVERY_PASSWORD: {},
  CONNECT_SOCIAL: { recoveryPassword: 'create', userName: 'ada' },
  GET_SOCIAL_REDIRECT_URI: { uri: 'https://x' },
  RESEND_LINK_OTP: {},
  GET_FARCASTER_URI: { url: 'https://x' },
  CONNECT_FARCASTER: { userName: 'ada', recoveryPassword: 'unlock' },
  GET_USER: user,
  IS_CONNECTED: { isConnected: false },
  SIGN_OUT: {},
  GET_CHAIN_ID: { chainId: 'eip155:1' },
  SWITCH_NETWORK: { chainId: 'eip155:10' },
  RPC_REQUEST: { signature: '0x12' },
  RPC_ABORT: {},
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' },
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  SYNC_THEME: {},
  SYNC_DAPP_DATA: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RELOAD: {},
};

const invalidSuccess: Partial<Record<keyof SuccessPayloads, unknown[]>> = {
  CONNECT_EMAIL: [{}, { action: 'CONNECT_NOW' }],
  CONNECT_OTP: [{}, { needsRecoveryPassword: true }, { recoveryPassword: 'yes' }],
  CONNECT_SOCIAL: [
    {},
    { userName: 'ada' },
    { recoveryPassword: 'maybe' },
    { userName: 7, recoveryPassword: 'none' },
    { linkEmail: '' },
    { linkEmail: 7, userName: 'ada' },
  ],
  GET_FARCASTER_URI: [{}, { url: 7 }, { url: 'x'.repeat(5000) }],
  CONNECT_FARCASTER: [
    {},
    { userName: 'ada' },
    { recoveryPassword: 'none' },
    { userName: 'ada', recoveryPassword: 'maybe' },
    { userName: 'x'.repeat(257), recoveryPassword: 'none' },
  ],
  GET_USER: [
    {},
    { ...user, address: 1 },
    { ...user, email: 3 },
    { ...user, accounts: [{ address: '0x1', type: 'EVIL' }] },
    { ...user, solanaAddress: undefined },
    { ...user, smartAccountDeployed: 'no' },
    { ...user, loginMethods: [{ kind: 'password' }] },
    { ...user, loginMethods: [{ kind: 'social', provider: 'google' }] },
  ],
  IS_CONNECTED: [{ isConnected: 1 }],
  GET_CHAIN_ID: [{}],
  SWITCH_NETWORK: [{ chainId: {} }],
  UPDATE_EMAIL: [{ action: 'VERIFY_SECONDARY_OTP' }],
  UPDATE_EMAIL_SECONDARY_OTP: [{ newEmail: '' }],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [{ smartAccountEnabledNetworks: ['1'] }],
  RPC_REQUEST: [() => 1],
  SIGN_OUT: ['x'],
};

describe('parseFrameMessage', () => {
  it.each(APP_EVENT_NAMES)('accepts a well-formed %s_SUCCESS', (name) => {
    const message = { id, type: successType(name), payload: validSuccess[name] };
    expect(parseFrameMessage(message)).toEqual(message);
  });

  it.each(APP_EVENT_NAMES)('accepts %s_ERROR with or without a message', (name) => {
    expect(parseFrameMessage({ id, type: errorType(name), payload: { message: 'Nope' } })).toEqual({
      id,
      type: errorType(name),
      payload: { message: 'Nope' },
    });
    expect(parseFrameMessage({ id, type: errorType(name) })).toEqual({
      id,
      type: errorType(name),
      payload: {},
    });
  });

  it.each(
    Object.entries(invalidSuccess).flatMap(([name, payloads]) =>
      (payloads ?? []).map((p) => [name, p] as const),
    ),
  )('rejects %s_SUCCESS with payload %j', (name, payload) => {
    expect(parseFrameMessage({ id, type: `@w3m-frame/${name}_SUCCESS`, payload })).toBeUndefined();
  });

  it('accepts FRAME_SIZE without id, its height capped at 4096', () => {
    expect(parseFrameMessage({ type: FRAME_SIZE_TYPE, payload: { height: 312 } })).toEqual({
      type: FRAME_SIZE_TYPE,
      payload: { height: 312 },
    });
    expect(parseFrameMessage({ type: FRAME_SIZE_TYPE, payload: { height: 1e9 } })).toEqual({
      type: FRAME_SIZE_TYPE,
      payload: { height: 4096 },
    });
    for (const payload of [{}, { height: -1 }, { height: '12' }, { height: Number.NaN }]) {
      expect(parseFrameMessage({ type: FRAME_SIZE_TYPE, payload })).toBeUndefined();
    }
  });

  it('accepts READY and SESSION_UPDATE without id', () => {
    expect(parseFrameMessage({ type: READY_TYPE, x: 1 })).toEqual({ type: READY_TYPE });
    expect(parseFrameMessage({ type: SESSION_UPDATE_TYPE, payload: { token: 't' } })).toEqual({
      type: SESSION_UPDATE_TYPE,
      payload: { token: 't' },
    });
  });

  it.each([
    ['a string', 'READY'],
    ['undefined', undefined],
    ['a session update without token', { type: SESSION_UPDATE_TYPE, payload: {} }],
    [
      'a session update with a huge token',
      { type: SESSION_UPDATE_TYPE, payload: { token: 'x'.repeat(257) } },
    ],
    ['an unknown reply', { id, type: '@w3m-frame/STEAL_KEYS_SUCCESS', payload: {} }],
    ['a reply without outcome', { id, type: '@w3m-frame/SIGN_OUT', payload: {} }],
    ['another outcome', { id, type: '@w3m-frame/SIGN_OUT_MAYBE', payload: {} }],
    ['an app event', { id, type: '@w3m-app/SIGN_OUT', payload: {} }],
    ['a reply without id', { type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: {} }],
    ['an error with a numeric message', { id, type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 1 } }],
    [
      'an error with a huge message',
      { id, type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 'x'.repeat(5000) } },
    ],
  ])('rejects %s', (_, data) => {
    expect(parseFrameMessage(data)).toBeUndefined();
  });

  it('types each success payload from its check', () => {
    expectTypeOf<SuccessPayloads['CONNECT_OTP']>().toEqualTypeOf<{
      recoveryPassword: 'create' | 'unlock' | 'none';
    }>();
    expectTypeOf<SuccessPayloads['CONNECT_SOCIAL']>().toEqualTypeOf<
      | { userName?: string; recoveryPassword: 'create' | 'unlock' | 'none' }
      | { userName?: string; linkEmail: string }
    >();
    expectTypeOf<SuccessPayloads['CONNECT_FARCASTER']>().toEqualTypeOf<{
      userName: string;
      recoveryPassword: 'create' | 'unlock' | 'none';
    }>();
    expectTypeOf<SuccessPayloads['GET_USER']['solanaAddress']>().toEqualTypeOf<string>();
  });
});
