import { describe, expect, it } from 'vitest';
import { ProviderRpcError } from './providerRpcError.js';
import { hasRpcErrorCode, rpcErrorCode, rpcErrorFrom, toProviderRpcError } from './readRpcError.js';

const providerError = (code: number, message = `wallet says ${code}`) => ({ code, message });

describe('rpcErrorCode', () => {
  it.each([
    ['a plain provider object', providerError(4001), 4001],
    ['a ProviderRpcError', new ProviderRpcError(4100), 4100],
    ['an Error given a code', Object.assign(new Error('x'), { code: 4902 }), 4902],
    ['a string code', { code: 'ECONNRESET' }, undefined],
    ['an Error without code', new Error('x'), undefined],
    ['a string', 'boom', undefined],
    ['null', null, undefined],
  ])('reads %s: %o', (_case, error, code) => {
    expect(rpcErrorCode(error)).toBe(code);
  });
});

describe('hasRpcErrorCode', () => {
  it.each([
    [providerError(4902), true],
    [{ code: -32603, message: 'x', cause: providerError(4902) }, true],
    [{ code: -32603, message: 'x', data: { originalError: providerError(4902) } }, true],
    [providerError(4001), false],
    ['not an error', false],
  ])('finds 4902 in %o: %s', (error, expected) => {
    expect(hasRpcErrorCode(error, 4902)).toBe(expected);
  });
});

describe('rpcErrorFrom', () => {
  it('reads a plain provider object into a ProviderRpcError, the object as cause', () => {
    const thrown = { code: 4001, message: 'User denied', data: { reason: 'x' } };
    const error = rpcErrorFrom(thrown);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 4001, message: 'User denied', data: { reason: 'x' }, cause: thrown });
  });

  it('prefers a wrapper’s short message (viem’s) to its long one', () => {
    const thrown = Object.assign(new Error('Execution reverted.\n\nDetails: …\nVersion: viem'), {
      code: 3,
      shortMessage: 'Execution reverted.',
    });
    expect(rpcErrorFrom(thrown)?.message).toBe('Execution reverted.');
  });

  it('takes the outermost coded link, or the innermost when asked', () => {
    const thrown = Object.assign(new Error('switch failed', { cause: providerError(4001, 'User denied') }), {
      code: 4902,
    });
    expect(rpcErrorFrom(thrown)).toMatchObject({ code: 4902, message: 'switch failed' });
    expect(rpcErrorFrom(thrown, { innermost: true })).toMatchObject({ code: 4001, message: 'User denied' });
    expect(rpcErrorFrom(new Error('x', { cause: providerError(4100) }))?.code).toBe(4100);
  });

  it('returns a ProviderRpcError that is the coded link itself as is', () => {
    const error = new ProviderRpcError(4100);
    expect(rpcErrorFrom(error)).toBe(error);
  });

  it('gives undefined when nothing in the chain has a code', () => {
    expect(rpcErrorFrom(new TypeError('boom'))).toBeUndefined();
    expect(rpcErrorFrom('boom')).toBeUndefined();
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(rpcErrorFrom(loop)).toBeUndefined();
  });

  it('a coded link without text gives an empty message', () => {
    expect(rpcErrorFrom({ code: 4200 })?.message).toBe('');
  });
});

describe('toProviderRpcError', () => {
  it('keeps a coded chain’s error', () => {
    const error = new ProviderRpcError(4100);
    expect(toProviderRpcError(error)).toBe(error);
    expect(toProviderRpcError(new Error('x', { cause: { code: 4902, message: 'y' } }))).toMatchObject({
      code: 4902,
      message: 'y',
    });
  });

  it('answers anything else as a -32603 internal error with its message', () => {
    const thrown = new TypeError('boom');
    const error = toProviderRpcError(thrown);
    expect(error).toMatchObject({ code: -32603, message: 'boom', cause: thrown });
    expect(toProviderRpcError({ shortMessage: 'short', message: 'long' }).message).toBe('short');
    expect(toProviderRpcError('text').message).toBe('text');
  });
});
