import { describe, expect, it } from 'vitest';
import { cloudServerMessages, isCloudErrorBody } from './cloudMessages.js';
import { cloudErrorAlert } from './errorCodes.js';

describe('cloud error codes → §8 alerts', () => {
  it.each([
    [
      '§8 invalid project id',
      { code: 'INVALID_PROJECT_ID', message: 'x' },
      true,
      'INVALID_APP_CONFIGURATION',
    ],
    [
      '§8 origin not allowed',
      { code: 'ORIGIN_NOT_ALLOWED', message: 'x' },
      true,
      'INVALID_APP_CONFIGURATION',
    ],
    ['§8 invalid key', { code: 'INVALID_KEY', message: 'x' }, true, 'INVALID_APP_CONFIGURATION'],
    ['§8 JWT not yet valid', { code: 'JWT_NOT_YET_VALID', message: 'x' }, true, 'SESSION_EXPIRED'],
    ['§8 rate limited', { code: 'RATE_LIMITED', message: 'x' }, true, 'RATE_LIMITED'],
    ['§8 server error', { code: 'SERVER_ERROR', message: 'x' }, true, 'SERVER_ERROR'],
    ['§8 no alert for a bad request', { code: 'BAD_REQUEST', message: 'x' }, true, undefined],
    ['§8 unknown code', { code: 'NOPE', message: 'x' }, false, undefined],
    ['§8 message missing', { code: 'ORIGIN_NOT_ALLOWED' }, false, undefined],
    ['§8 not an object', 'ORIGIN_NOT_ALLOWED', false, undefined],
    ['§8 null', null, false, undefined],
  ])('%s', (_section, body, isBody, alert) => {
    expect(isCloudErrorBody(body)).toBe(isBody);
    expect(cloudErrorAlert(body)).toBe(alert);
  });

  it('§8 server messages are the catalogue text', () => {
    expect(cloudServerMessages).toEqual({
      ORIGIN_NOT_ALLOWED: 'Origin not allowed',
      JWT_NOT_YET_VALID: 'JWT not yet valid',
      INVALID_KEY: 'Invalid key',
    });
  });
});
