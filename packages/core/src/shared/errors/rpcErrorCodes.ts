import { errorCatalogue } from './catalogue.js';

/**
 * §8 numeric error codes, one table: EIP-1193 provider errors, EIP-1474 JSON-RPC errors and EIP-5792 capability
 * errors. Solana's validator reuses some of the -32000 range with other meanings: those are not in here.
 */
export const rpcErrorCodes = {
  // EIP-1193 (and EIP-3326's 4902)
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** An unrecognized chain, answered to wallet_switchEthereumChain: add the chain, then switch. */
  unrecognizedChain: 4902,
  // EIP-1474
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  invalidInput: -32000,
  resourceNotFound: -32001,
  resourceUnavailable: -32002,
  transactionRejected: -32003,
  methodNotSupported: -32004,
  limitExceeded: -32005,
  jsonRpcVersionNotSupported: -32006,
  // EIP-5792 capabilities
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateBundleId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicUpgradeRejected: 5750,
  atomicityNotSupported: 5760,
  // §8's other wallet codes
  walletDefault: 5000,
  invalidChainId: 32603,
} as const;

export type RpcErrorCode = (typeof rpcErrorCodes)[keyof typeof rpcErrorCodes];

/**
 * The standard message of each code, for an error made without one. 4001's is the catalogue's (the frame and the
 * dApp compare it); 4100 to 4901, -32602 and -32603 are the messages wallets answer with (MetaMask's wording).
 */
const rpcErrorMessages: Readonly<Record<number, string>> = {
  [rpcErrorCodes.userRejected]: errorCatalogue.USER_REJECTED_REQUEST,
  [rpcErrorCodes.unauthorized]: 'The requested method and/or account has not been authorized by the user.',
  [rpcErrorCodes.unsupportedMethod]: 'The Provider does not support the requested method.',
  [rpcErrorCodes.disconnected]: 'The Provider is disconnected from all chains.',
  [rpcErrorCodes.chainDisconnected]: 'The Provider is not connected to the requested chain.',
  [rpcErrorCodes.unrecognizedChain]: 'Unrecognized chain ID',
  [rpcErrorCodes.parseError]: 'Parse error',
  [rpcErrorCodes.invalidRequest]: 'Invalid request',
  [rpcErrorCodes.methodNotFound]: 'Method not found',
  [rpcErrorCodes.invalidParams]: 'Invalid method parameters.',
  [rpcErrorCodes.internalError]: 'Internal JSON-RPC error.',
  [rpcErrorCodes.invalidInput]: 'Invalid input',
  [rpcErrorCodes.resourceNotFound]: 'Resource not found',
  [rpcErrorCodes.resourceUnavailable]: 'Resource unavailable',
  [rpcErrorCodes.transactionRejected]: 'Transaction rejected',
  [rpcErrorCodes.methodNotSupported]: 'Method not supported',
  [rpcErrorCodes.limitExceeded]: 'Request exceeds defined limit',
  [rpcErrorCodes.jsonRpcVersionNotSupported]: 'Version of JSON-RPC protocol is not supported',
  [rpcErrorCodes.unsupportedCapability]:
    'The wallet does not support a capability that was not marked optional.',
  [rpcErrorCodes.unsupportedChainId]: 'The wallet does not support the requested chain ID.',
  [rpcErrorCodes.duplicateBundleId]: 'There is already a bundle submitted with this ID.',
  [rpcErrorCodes.unknownBundleId]: 'This bundle ID is unknown to the wallet.',
  [rpcErrorCodes.bundleTooLarge]: 'The call bundle is too large for the wallet to process.',
  [rpcErrorCodes.atomicUpgradeRejected]:
    'The visitor rejected upgrading the account to support atomic execution.',
  [rpcErrorCodes.atomicityNotSupported]: 'The wallet does not support atomic execution but it was required.',
};

/** A code's standard message; undefined for a code that has none (5000, 32603, a wallet's own). */
export function rpcErrorMessage(code: number): string | undefined {
  return rpcErrorMessages[code];
}
