import { describe, expect, it } from 'vitest';
import { capabilityErrorCodes, rpcErrorCodes, walletErrorCodes } from './codes.js';

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
    ['§8', walletErrorCodes.userRejected, 4001],
    ['§8', walletErrorCodes.unauthorized, 4100],
    ['§8', walletErrorCodes.unsupportedMethod, 4200],
    ['§8', walletErrorCodes.disconnected, 4900],
    ['§8', walletErrorCodes.chainDisconnected, 4901],
    ['§8', walletErrorCodes.unrecognizedChain, 4902],
    ['§8', walletErrorCodes.default, 5000],
    ['§8', walletErrorCodes.invalidChainId, 32603],
    ['§8', capabilityErrorCodes.unsupportedCapability, 5700],
    ['§8', capabilityErrorCodes.unsupportedChainId, 5710],
    ['§8', capabilityErrorCodes.duplicateBundleId, 5720],
    ['§8', capabilityErrorCodes.unknownBundleId, 5730],
    ['§8', capabilityErrorCodes.bundleTooLarge, 5740],
    ['§8', capabilityErrorCodes.atomicUpgradeRejected, 5750],
    ['§8', capabilityErrorCodes.atomicityNotSupported, 5760],
  ])('%s code %i is %i', (_section, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('§8 every group has unique codes', () => {
    for (const group of [rpcErrorCodes, walletErrorCodes, capabilityErrorCodes]) {
      const codes = Object.values(group);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});
