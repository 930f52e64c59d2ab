import { describe, expect, it } from 'vitest';
import { parseSocialCallback, SOCIAL_CALLBACK_TYPE } from './callbackMessages.js';

describe('the SOCIAL_CALLBACK message', () => {
  it('takes the state and the provider answer fields, nothing else', () => {
    expect(
      parseSocialCallback({ type: SOCIAL_CALLBACK_TYPE, state: 's', code: 'c', iss: 'i', extra: 'x' }),
    ).toEqual({ state: 's', code: 'c', iss: 'i' });
    expect(parseSocialCallback({ type: SOCIAL_CALLBACK_TYPE, state: 's', error: 'e' })).toEqual({
      state: 's',
      error: 'e',
    });
  });

  it.each([
    null,
    'junk',
    { type: '@w3m-frame/OTHER', state: 's', code: 'c' },
    { type: SOCIAL_CALLBACK_TYPE, code: 'c' },
    { type: SOCIAL_CALLBACK_TYPE, state: '', code: 'c' },
    { type: SOCIAL_CALLBACK_TYPE, state: 's', code: 7 },
    { type: SOCIAL_CALLBACK_TYPE, state: 's', code: '' },
    { type: SOCIAL_CALLBACK_TYPE, state: 's', error: 'e'.repeat(2049) },
  ])('refuses %j', (data) => {
    expect(parseSocialCallback(data)).toBeUndefined();
  });
});
