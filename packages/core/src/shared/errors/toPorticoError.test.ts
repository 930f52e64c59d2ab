import { describe, expect, it } from 'vitest';
import { PorticoError } from './PorticoError.js';
import { errorMessage, toPorticoError } from './toPorticoError.js';

describe('toPorticoError', () => {
  it('§8 returns a PorticoError unchanged', () => {
    const error = new PorticoError('POPUP_CLOSED');
    expect(toPorticoError(error)).toBe(error);
  });

  it.each([
    ['§8', new Error('boom')],
    ['§8', 'text'],
    ['§8', undefined],
    ['§8', { code: 4001 }],
  ])('%s wraps %s as UNKNOWN_ERROR with the value as cause', (_section, value) => {
    const error = toPorticoError(value);
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Unknown error' });
    expect(error.cause).toBe(value);
  });
});

describe('errorMessage', () => {
  it.each([
    ['§8', new PorticoError('MODAL_CLOSED'), 'Modal closed'],
    ['§8', new Error('Connection reset'), 'Connection reset'],
    ['§8', { code: 4001, message: 'User rejected the request.' }, 'User rejected the request.'],
    ['§8', 'plain text', 'plain text'],
    ['§8', new Error(''), 'Unknown error'],
    ['§8', { message: 42 }, 'Unknown error'],
    ['§8', '', 'Unknown error'],
    ['§8', null, 'Unknown error'],
    ['§8', undefined, 'Unknown error'],
    ['§8', 7, 'Unknown error'],
  ])('%s of %o is %s', (_section, value, expected) => {
    expect(errorMessage(value)).toBe(expected);
  });
});
