/**
 * The JSON-RPC methods the proxy forwards, per chain namespace: the reads the modal, the adapters and the
 * embedded wallet's frame make (core's §5 safe list, `classifyEmbeddedRpcMethod`, minus the wallet's own
 * methods), and sending a transaction signed elsewhere. Everything else — signing with a node's keys
 * (`eth_sendTransaction`, `eth_sign`), node control and tracing (`anvil_*`, `evm_*`, `debug_*`, `trace_*`,
 * `ots_*`, `admin_*`, …), faucets (`requestAirdrop`) — is answered -32601 'Method not allowed' and never
 * reaches an upstream.
 */
const eip155Methods: ReadonlySet<string> = new Set([
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
  'eth_getBlockReceipts',
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
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
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
