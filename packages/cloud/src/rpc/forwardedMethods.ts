import { evmNodeReadMethods } from '@portico/core/wire';

/**
 * The JSON-RPC methods the proxy forwards, per chain namespace: the reads the modal, the adapters and the
 * embedded wallet's frame make (`evmNodeReadMethods` of the wire contract, on which core's §5 safe list is built),
 * and sending a transaction signed elsewhere. Everything else — signing with a node's keys
 * (`eth_sendTransaction`, `eth_sign`), node control and tracing (`anvil_*`, `evm_*`, `debug_*`, `trace_*`,
 * `ots_*`, `admin_*`, …), faucets (`requestAirdrop`) — is answered -32601 'Method not allowed' and never
 * reaches an upstream.
 */
const eip155Methods: ReadonlySet<string> = new Set([
  ...evmNodeReadMethods,
  'eth_getBlockReceipts',
  // Sends a transaction the wallet signed itself (the frame's eth_sendTransaction ends here).
  'eth_sendRawTransaction',
]);

/** Solana's HTTP read methods, plus `simulateTransaction` and `sendTransaction` (signed by the wallet). */
const solanaMethods: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockCommitment',
  'getBlockHeight',
  'getBlockProduction',
  'getBlockTime',
  'getBlocks',
  'getBlocksWithLimit',
  'getClusterNodes',
  'getEpochInfo',
  'getEpochSchedule',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getHighestSnapshotSlot',
  'getIdentity',
  'getInflationGovernor',
  'getInflationRate',
  'getInflationReward',
  'getLargestAccounts',
  'getLatestBlockhash',
  'getLeaderSchedule',
  'getMaxRetransmitSlot',
  'getMaxShredInsertSlot',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getProgramAccounts',
  'getRecentPerformanceSamples',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getSlotLeader',
  'getSlotLeaders',
  'getStakeMinimumDelegation',
  'getSupply',
  'getTokenAccountBalance',
  'getTokenAccountsByDelegate',
  'getTokenAccountsByOwner',
  'getTokenLargestAccounts',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'getVoteAccounts',
  'isBlockhashValid',
  'minimumLedgerSlot',
  'simulateTransaction',
  'sendTransaction',
]);

const byNamespace: Readonly<Record<string, ReadonlySet<string>>> = {
  eip155: eip155Methods,
  solana: solanaMethods,
};

/** Whether the proxy forwards `method` to a chain of this CAIP-2 id; a namespace not listed forwards nothing. */
export function isForwardedMethod(chainId: string, method: string): boolean {
  const namespace = chainId.slice(0, chainId.indexOf(':'));
  return byNamespace[namespace]?.has(method) === true;
}
