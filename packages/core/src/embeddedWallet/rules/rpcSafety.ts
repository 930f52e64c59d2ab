import { PorticoError } from '../../shared/errors/PorticoError.js';

/** §5: how an embedded-wallet RPC method is treated. */
export type RpcSafety = 'safe' | 'unsafe' | 'unknown';

/** Read-only methods (§7 "Forwarded RPC methods"): they pass without asking the user (§4). */
const safeMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_requestAccounts',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]);

/**
 * Methods that sign, send or grant (§7): each opens ApproveTransaction (§4). `eth_sendRawTransaction`
 * is here too although the wallet key does not sign it: it sends, and a send is approved by the user.
 */
const unsafeMethods: ReadonlySet<string> = new Set([
  'eth_sendRawTransaction',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_sendCalls',
]);

/**
 * §5: safe (read-only), unsafe (signing or sending) or unknown. Method names are matched exactly,
 * as JSON-RPC names are case-sensitive; anything not listed, `eth_sign` included, is unknown.
 */
export function classifyEmbeddedRpcMethod(method: unknown): RpcSafety {
  if (typeof method !== 'string') return 'unknown';
  if (safeMethods.has(method)) return 'safe';
  if (unsafeMethods.has(method)) return 'unsafe';
  return 'unknown';
}

/**
 * §5: unknown methods are rejected with 'Requested RPC call is not allowed' (§8). Returns whether an
 * allowed method is safe or needs the user's approval.
 */
export function assertEmbeddedRpcAllowed(method: unknown): 'safe' | 'unsafe' {
  const safety = classifyEmbeddedRpcMethod(method);
  if (safety === 'unknown') throw new PorticoError('RPC_CALL_NOT_ALLOWED');
  return safety;
}
