/** §8 JSON-RPC error codes (EIP-1474 names). */
export const rpcErrorCodes = {
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
} as const;

/** §8 wallet (provider) error codes. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** An unrecognized chain, answered to wallet_switchEthereumChain: add the chain, then switch. */
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const;

/** §8 capability error range 5700–5760 (EIP-5792 batch calls). */
export const capabilityErrorCodes = {
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateBundleId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicUpgradeRejected: 5750,
  atomicityNotSupported: 5760,
} as const;
