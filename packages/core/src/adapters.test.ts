import { describe, expect, it } from 'vitest';
import * as adapters from './adapters.js';

describe('the public API of @portico/core/adapters', () => {
  it('exports exactly these names at run time: a change here is a deliberate change of the API', () => {
    expect(Object.keys(adapters).sort()).toEqual([
      'SolanaWireError',
      'canRetryPairing',
      'classifyEmbeddedRpcMethod',
      'cloudRpcUrl',
      'createConnectPrompts',
      'decodeNodeError',
      'decodeSolanaMessage',
      'decodeSolanaTransaction',
      'errorChain',
      'hasRpcErrorCode',
      'isEmbeddedWalletSource',
      'isPairingExpired',
      'pairingExpiry',
      'preferredRpcUrl',
      'rawSummary',
      'rawSummaryText',
      'rpcErrorCode',
      'rpcErrorFrom',
      'rpcErrorMessage',
      'summarizeRequest',
      'summarizeRequestText',
      'summaryTextEn',
      'toProviderRpcError',
      'tokenBalancesOfAssets',
      'untilAborted',
      'validateFeeModel',
      'validateSendCalls',
      'withSolanaSignature',
    ]);
  });
});
