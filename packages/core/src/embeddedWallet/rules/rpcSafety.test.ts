import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors/catalogue.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { assertEmbeddedRpcAllowed, classifyEmbeddedRpcMethod } from './rpcSafety.js';

const rows: [string, unknown, 'safe' | 'unsafe' | 'unknown'][] = [
  // §7 read methods
  ['§7 read', 'eth_chainId', 'safe'],
  ['§7 read', 'eth_call', 'safe'],
  ['§7 read', 'eth_estimateGas', 'safe'],
  ['§7 read', 'eth_getBalance', 'safe'],
  ['§7 read', 'eth_accounts', 'safe'],
  ['§7 read', 'eth_blockNumber', 'safe'],
  ['§7 read', 'eth_getBlockByHash', 'safe'],
  ['§7 read', 'eth_getBlockByNumber', 'safe'],
  ['§7 read', 'eth_getTransactionReceipt', 'safe'],
  ['§7 read', 'net_listening', 'safe'],
  ['§7 read', 'wallet_getCallsStatus', 'safe'],
  ['§7 read', 'wallet_getCapabilities', 'safe'],
  ['§7 read', 'wallet_getAssets', 'safe'],
  // §7 signing and sending
  ['§7 sign', 'personal_sign', 'unsafe'],
  ['§7 sign', 'eth_signTypedData_v4', 'unsafe'],
  ['§7 send', 'eth_sendTransaction', 'unsafe'],
  ['§7 send', 'eth_sendRawTransaction', 'unsafe'],
  ['§7 solana', 'solana_signMessage', 'unsafe'],
  ['§7 solana', 'solana_signTransaction', 'unsafe'],
  ['§7 solana', 'solana_signAllTransactions', 'unsafe'],
  ['§7 solana', 'solana_signAndSendTransaction', 'unsafe'],
  ['§7 send', 'wallet_sendCalls', 'unsafe'],
  ['§7 grant', 'wallet_grantPermissions', 'unsafe'],
  ['§7 grant', 'wallet_revokePermissions', 'unsafe'],
  // unknown
  ['§5 blind signing is not forwarded', 'eth_sign', 'unknown'],
  ['§5 older typed data is not forwarded', 'eth_signTypedData', 'unknown'],
  ['§5 chain switching is a frame message, not an RPC', 'wallet_switchEthereumChain', 'unknown'],
  ['§5 case matters', 'ETH_CHAINID', 'unknown'],
  ['§5 case matters for unsafe too', 'Personal_Sign', 'unknown'],
  ['§5 padded', ' eth_call', 'unknown'],
  ['§5 look-alike (Cyrillic е)', 'еth_call', 'unknown'],
  ['§5 zero-width joiner', 'eth_\u200dcall', 'unknown'],
  ['§5 prototype key', '__proto__', 'unknown'],
  ['§5 prototype key', 'constructor', 'unknown'],
  ['§5 empty', '', 'unknown'],
  ['§5 huge', 'eth_call'.repeat(100_000), 'unknown'],
  ['§5 not a string', 42, 'unknown'],
  ['§5 undefined', undefined, 'unknown'],
  ['§5 array', ['eth_call'], 'unknown'],
];

describe('classifyEmbeddedRpcMethod [§5 rpc-safety]', () => {
  it.each(rows)('%s: %s', (_section, method, safety) => {
    expect(classifyEmbeddedRpcMethod(method)).toBe(safety);
  });
});

describe('assertEmbeddedRpcAllowed [§5 rpc-safety]', () => {
  it.each(rows.filter(([, , safety]) => safety !== 'unknown'))(
    '%s: %s is allowed',
    (_section, method, safety) => {
      expect(assertEmbeddedRpcAllowed(method)).toBe(safety);
    },
  );

  it.each(rows.filter(([, , safety]) => safety === 'unknown'))('%s: %s is rejected', (_section, method) => {
    const run = () => assertEmbeddedRpcAllowed(method);
    expect(run).toThrow(PorticoError);
    expect(run).toThrow(
      expect.objectContaining({ code: 'RPC_CALL_NOT_ALLOWED', message: errorCatalogue.RPC_CALL_NOT_ALLOWED }),
    );
  });
});
