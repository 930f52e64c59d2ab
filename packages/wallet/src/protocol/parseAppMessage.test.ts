import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppPayloads } from './appPayloads.js';
import { MAX_JSON_CHARS } from './check.js';
import { APP_EVENT_NAMES, appEventType, HANDSHAKE_TYPE } from './eventNames.js';
import { parseAppMessage } from './parseAppMessage.js';

const id = '5b1c0e52-6f3a-4a57-9a55-3f1f3b0d2d11';

/** One valid payload per app event. */
const validPayloads: { [N in keyof AppPayloads]: AppPayloads[N] } = {
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_OTP: { otp: '123456' },
  RECOVERY_PASSWORD: {},
  CONNECT_SOCIAL: { uri: 'https://example.com/cb', preferredAccountType: 'eoa', chainId: 'eip155:1' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  RESEND_LINK_OTP: {},
  GET_FARCASTER_URI: {},
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 'eip155:1', preferredAccountType: 'eoa' },
  IS_CONNECTED: {},
  SIGN_OUT: {},
  GET_CHAIN_ID: {},
  SWITCH_NETWORK: { chainId: 'eip155:10' },
  RPC_REQUEST: {
    method: 'personal_sign',
    params: ['0x68656c6c6f', '0xabc'],
    chainNamespace: 'eip155',
    chainId: 1,
  },
  RPC_ABORT: {},
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' }, w3mThemeVariables: {} },
  SYNC_DAPP_DATA: {
    metadata: {
      name: 'dApp',
      description: 'd',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/i.png'],
    },
    sdkVersion: '1.0.0',
    sdkType: 'portico',
    projectId: 'p1',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RELOAD: {},
};

/** One malformed payload per app event that takes fields (wrong type, missing or too long). */
const invalidPayloads: Partial<Record<keyof AppPayloads, unknown[]>> = {
  CONNECT_EMAIL: [undefined, {}, { email: 42 }, { email: '' }, { email: `${'a'.repeat(250)}@x.io` }],
  CONNECT_OTP: [{}, { otp: 123456 }, { otp: '1'.repeat(17) }],
  CONNECT_SOCIAL: [{}, { uri: 'x', preferredAccountType: 'admin' }],
  GET_SOCIAL_REDIRECT_URI: [{}, { provider: '' }],
  GET_USER: [{}, { chainId: true }, { chainId: 1, preferredAccountType: 'x' }, { chainId: Number.NaN }],
  SWITCH_NETWORK: [{}, { chainId: null }, { chainId: 'x'.repeat(129) }],
  RPC_REQUEST: [
    {},
    { method: '' },
    { method: 7 },
    { method: 'eth_call', chainNamespace: 3 },
    { method: 'eth_call', params: ['x'.repeat(MAX_JSON_CHARS + 1)] },
    { method: 'eth_call', params: { f: () => 1 } },
  ],
  UPDATE_EMAIL: [{ email: null }],
  UPDATE_EMAIL_PRIMARY_OTP: [{}],
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: {} }],
  SYNC_THEME: [{ themeMode: 'blue' }, { themeVariables: { a: {} } }, { themeVariables: 'x' }],
  SYNC_DAPP_DATA: [{ metadata: { name: 'x' } }, { sdkVersion: 1 }],
  SET_PREFERRED_ACCOUNT: [{}, { type: 'root' }],
  RELOAD: ['x', 1, []],
  RESEND_LINK_OTP: ['x', 1],
  SIGN_OUT: [null, 'x'],
};

describe('parseAppMessage', () => {
  it.each(APP_EVENT_NAMES)('accepts a well-formed %s', (name) => {
    const message = { id, type: appEventType(name), payload: validPayloads[name] };
    expect(parseAppMessage(message)).toEqual(message);
  });

  it.each(
    Object.entries(invalidPayloads).flatMap(([name, payloads]) =>
      (payloads ?? []).map((p) => [name, p] as const),
    ),
  )('rejects %s with payload %j', (name, payload) => {
    expect(parseAppMessage({ id, type: `@w3m-app/${name}`, payload })).toBeUndefined();
  });

  it('accepts the handshake without id and drops every other field', () => {
    expect(parseAppMessage({ type: HANDSHAKE_TYPE, extra: 1 })).toEqual({ type: HANDSHAKE_TYPE });
  });

  it('returns a fresh object with only id, type and payload', () => {
    const parsed = parseAppMessage({
      id,
      type: '@w3m-app/SIGN_OUT',
      payload: {},
      __proto__x: 1,
      origin: 'evil',
    });
    expect(parsed).toEqual({ id, type: '@w3m-app/SIGN_OUT', payload: {} });
  });

  it.each([
    ['not an object', 'CONNECT_EMAIL'],
    ['null', null],
    ['an array', [id, '@w3m-app/SIGN_OUT']],
    ['no type', { id, payload: {} }],
    ['a numeric type', { id, type: 1 }],
    ['an unknown event', { id, type: '@w3m-app/STEAL_KEYS', payload: {} }],
    ['a frame reply', { id, type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: {} }],
    ['no prefix', { id, type: 'SIGN_OUT', payload: {} }],
    ['no id', { type: '@w3m-app/SIGN_OUT', payload: {} }],
    ['an empty id', { id: '', type: '@w3m-app/SIGN_OUT', payload: {} }],
    ['a numeric id', { id: 1, type: '@w3m-app/SIGN_OUT', payload: {} }],
    ['a huge id', { id: 'x'.repeat(129), type: '@w3m-app/SIGN_OUT', payload: {} }],
  ])('rejects %s', (_, data) => {
    expect(parseAppMessage(data)).toBeUndefined();
  });

  it('rejects RPC params nested deeper than the limit', () => {
    let params: unknown = 'leaf';
    for (let i = 0; i < 40; i++) params = [params];
    expect(
      parseAppMessage({ id, type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_call', params } }),
    ).toBe(undefined);
  });

  it('types each payload from its check', () => {
    expectTypeOf<AppPayloads['CONNECT_EMAIL']>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<AppPayloads['RPC_REQUEST']['method']>().toEqualTypeOf<string>();
    expectTypeOf<AppPayloads['GET_USER']['preferredAccountType']>().toEqualTypeOf<
      'eoa' | 'smartAccount' | undefined
    >();
  });
});
