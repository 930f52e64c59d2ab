import { describe, expect, it } from 'vitest';
import { isProviderRpcError, ProviderRpcError } from './providerRpcError.js';
import { rpcErrorCodes } from './rpcErrorCodes.js';

describe('ProviderRpcError', () => {
  it('§8 carries its code and the code’s standard message when given none', () => {
    const error = new ProviderRpcError(rpcErrorCodes.userRejected);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProviderRpcError');
    expect(error.code).toBe(4001);
    expect(error.message).toBe('User rejected the request.');
    expect(error.shortMessage).toBe(error.message);
    expect(error.details).toBe('');
    expect('data' in error).toBe(false);
    expect('cause' in error).toBe(false);
  });

  it('a code without a standard message reads as an internal error', () => {
    expect(new ProviderRpcError(1234).message).toBe('Internal JSON-RPC error.');
    expect(new ProviderRpcError(rpcErrorCodes.walletDefault).message).toBe('Internal JSON-RPC error.');
  });

  it('keeps a message of its own, even an empty one', () => {
    expect(new ProviderRpcError(4200, 'Requested RPC call is not allowed').message).toBe(
      'Requested RPC call is not allowed',
    );
    expect(new ProviderRpcError(4001, '').message).toBe('');
  });

  it('the message is the short message alone; details come from the cause', () => {
    const cause = new Error('the node said no');
    const error = new ProviderRpcError(-32603, 'Internal JSON-RPC error.', { cause });
    expect(error.message).toBe('Internal JSON-RPC error.');
    expect(error.details).toBe('the node said no');
    expect(error.cause).toBe(cause);
    expect(new ProviderRpcError(-32603, 'x', { cause: { details: 'deep', message: 'outer' } }).details).toBe(
      'deep',
    );
    expect(new ProviderRpcError(-32603, 'x', { cause, details: 'given' }).details).toBe('given');
  });

  describe('walk', () => {
    const provider = { code: 4001, message: 'User denied' };
    const wrapper = new Error('wrapped', { cause: provider });
    const error = new ProviderRpcError(4001, undefined, { cause: wrapper });

    it('without a predicate gives the deepest cause', () => {
      expect(error.walk()).toBe(provider);
      expect(new ProviderRpcError(4100).walk()).toBeInstanceOf(ProviderRpcError);
    });

    it('with a predicate gives the first link it accepts, the error itself included', () => {
      expect(error.walk((link) => link instanceof ProviderRpcError)).toBe(error);
      expect(error.walk((link) => link === wrapper)).toBe(wrapper);
      expect(error.walk((link) => (link as { message?: unknown }).message === 'User denied')).toBe(provider);
      expect(error.walk(() => false)).toBeUndefined();
    });

    it('follows a mobile wallet’s data.originalError and stops at a cycle', () => {
      const nested = new ProviderRpcError(-32603, 'x', { data: { originalError: provider } });
      expect(nested.walk()).toBe(provider);
      const loop: { message: string; cause?: unknown } = { message: 'loop' };
      loop.cause = loop;
      expect(new ProviderRpcError(-32603, 'x', { cause: loop }).walk()).toBe(loop);
    });
  });

  describe('the wire form', () => {
    it('is { code, message } without data', () => {
      const error = new ProviderRpcError(-32601, 'Method not found', { cause: new Error('inner') });
      expect(error.toJSON()).toEqual({ code: -32601, message: 'Method not found' });
      expect(JSON.parse(JSON.stringify(error))).toEqual({ code: -32601, message: 'Method not found' });
    });

    it('is { code, message, data } with data', () => {
      const error = new ProviderRpcError(3, 'execution reverted', { data: '0x08c379a0' });
      expect(error.data).toBe('0x08c379a0');
      expect(JSON.stringify({ jsonrpc: '2.0', id: 1, error })).toBe(
        '{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted","data":"0x08c379a0"}}',
      );
    });
  });

  it('isProviderRpcError tells the class from a plain coded object', () => {
    expect(isProviderRpcError(new ProviderRpcError(4900))).toBe(true);
    expect(isProviderRpcError({ code: 4900, message: 'x' })).toBe(false);
    expect(isProviderRpcError(undefined)).toBe(false);
  });
});
