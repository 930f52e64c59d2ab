import { describe, expect, it } from 'vitest';
import { rpcErrorCodes, rpcErrorMessage } from './rpcErrorCodes.js';

describe('numeric error codes', () => {
  it.each([
    ['§8', rpcErrorCodes.parseError, -32700],
    ['§8', rpcErrorCodes.invalidRequest, -32600],
    ['§8', rpcErrorCodes.methodNotFound, -32601],
    ['§8', rpcErrorCodes.invalidParams, -32602],
    ['§8', rpcErrorCodes.internalError, -32603],
    ['§8', rpcErrorCodes.invalidInput, -32000],
    ['§8', rpcErrorCodes.resourceNotFound, -32001],
    ['§8', rpcErrorCodes.resourceUnavailable, -32002],
    ['§8', rpcErrorCodes.transactionRejected, -32003],
    ['§8', rpcErrorCodes.methodNotSupported, -32004],
    ['§8', rpcErrorCodes.limitExceeded, -32005],
    ['§8', rpcErrorCodes.jsonRpcVersionNotSupported, -32006],
    ['§8', rpcErrorCodes.userRejected, 4001],
    ['§8', rpcErrorCodes.unauthorized, 4100],
    ['§8', rpcErrorCodes.unsupportedMethod, 4200],
    ['§8', rpcErrorCodes.disconnected, 4900],
    ['§8', rpcErrorCodes.chainDisconnected, 4901],
    ['§8', rpcErrorCodes.unrecognizedChain, 4902],
    ['§8', rpcErrorCodes.walletDefault, 5000],
    ['§8', rpcErrorCodes.invalidChainId, 32603],
    ['§8', rpcErrorCodes.unsupportedCapability, 5700],
    ['§8', rpcErrorCodes.unsupportedChainId, 5710],
    ['§8', rpcErrorCodes.duplicateBundleId, 5720],
    ['§8', rpcErrorCodes.unknownBundleId, 5730],
    ['§8', rpcErrorCodes.bundleTooLarge, 5740],
    ['§8', rpcErrorCodes.atomicUpgradeRejected, 5750],
    ['§8', rpcErrorCodes.atomicityNotSupported, 5760],
  ])('%s code %i is %i', (_section, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('§8 every code has one name', () => {
    const codes = Object.values(rpcErrorCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    [4001, 'User rejected the request.'],
    [4100, 'The requested method and/or account has not been authorized by the user.'],
    [4902, 'Unrecognized chain ID'],
    [-32602, 'Invalid method parameters.'],
    [-32603, 'Internal JSON-RPC error.'],
    [5740, 'The call bundle is too large for the wallet to process.'],
  ])('the standard message of %i is %j', (code, message) => {
    expect(rpcErrorMessage(code)).toBe(message);
  });

  it('every code but §8 5000 and 32603 has a message of its own, each a different one', () => {
    const { walletDefault, invalidChainId, ...others } = rpcErrorCodes;
    const messages = Object.values(others).map(rpcErrorMessage);
    expect(messages).not.toContain(undefined);
    expect(new Set(messages).size).toBe(messages.length);
    expect(rpcErrorMessage(walletDefault)).toBeUndefined();
    expect(rpcErrorMessage(invalidChainId)).toBeUndefined();
    expect(rpcErrorMessage(1234)).toBeUndefined();
  });
});
