import { evmNodeReadMethods } from '../../cloud/wire/forwardedRpcMethods.js';

/** §5: how an embedded-wallet RPC method is treated. */
export type RpcSafety = 'safe' | 'unsafe' | 'unknown';

/** Read-only methods (§7 "Forwarded RPC methods"): they pass without asking the user (§4). */
const safeMethods: ReadonlySet<string> = new Set([
  ...evmNodeReadMethods,
  'eth_accounts',
  'eth_requestAccounts',
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
