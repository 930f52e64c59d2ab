/** A block as eth_getBlockByNumber(…, true) answers it (the fields the indexer reads). */
export interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
  transactions: { hash: string; from: string; to: string | null; value: string; transactionIndex: string }[];
}

/** A receipt as eth_getBlockReceipts answers it (the fields the indexer reads). */
export interface RpcReceipt {
  transactionHash: string;
  blockHash: string;
  status: string;
  contractAddress: string | null;
  logs: { address: string; topics: string[]; data: string; logIndex: string }[];
}

type TransferKind = 'native' | 'erc20' | 'erc721';

/** One row of `history_transfers`. */
export interface IndexedTransfer {
  txHash: string;
  /** -1 for the transaction's native value. */
  logIndex: number;
  blockNumber: number;
  txIndex: number;
  /** ms since the epoch. */
  minedAt: number;
  kind: TransferKind;
  /** The token contract; '' for native transfers. */
  token: string;
  /** ERC-721 token id (decimal); '' otherwise. */
  tokenId: string;
  sender: string;
  recipient: string;
  /** Decimal, in the token's smallest unit (1 for an NFT). */
  amount: string;
  txFrom: string;
  txTo: string;
  failed: boolean;
}

/** keccak256("Transfer(address,address,uint256)"), the topic of ERC-20 and ERC-721 transfers alike. */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase();
const decimal = (hex: string) => BigInt(hex === '0x' ? '0x0' : hex).toString();

function logTransfer(
  log: RpcReceipt['logs'][number],
): Pick<IndexedTransfer, 'kind' | 'tokenId' | 'amount'> | undefined {
  if (log.topics[0]?.toLowerCase() !== transferTopic) return undefined;
  // ERC-721 indexes the token id as a third argument topic; ERC-20 carries the value in the data.
  if (log.topics.length === 4)
    return { kind: 'erc721', tokenId: decimal(log.topics[3] as string), amount: '1' };
  if (log.topics.length === 3 && /^0x[0-9a-fA-F]{64}$/.test(log.data)) {
    return { kind: 'erc20', tokenId: '', amount: decimal(log.data) };
  }
  return undefined;
}

/**
 * The transfers of one block: each transaction's native value (when above 0, also for a failed transaction,
 * flagged) and each ERC-20/ERC-721 Transfer log of the successful ones.
 */
export function blockTransfers(block: RpcBlock, receipts: readonly RpcReceipt[]): IndexedTransfer[] {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]));
  const blockNumber = Number(block.number);
  const minedAt = Number(block.timestamp) * 1000;
  const transfers: IndexedTransfer[] = [];
  for (const tx of block.transactions) {
    const txHash = tx.hash.toLowerCase();
    const receipt = byHash.get(txHash);
    if (receipt === undefined)
      throw new Error(`No receipt for transaction ${txHash} of block ${blockNumber}`);
    const failed = receipt.status !== '0x1';
    const txFrom = tx.from.toLowerCase();
    const txTo = (tx.to ?? receipt.contractAddress ?? '').toLowerCase();
    const common = {
      txHash,
      blockNumber,
      txIndex: Number(tx.transactionIndex),
      minedAt,
      txFrom,
      txTo,
      failed,
    };
    if (BigInt(tx.value) > 0n) {
      transfers.push({
        ...common,
        logIndex: -1,
        kind: 'native',
        token: '',
        tokenId: '',
        sender: txFrom,
        recipient: txTo,
        amount: decimal(tx.value),
      });
    }
    if (failed) continue;
    for (const log of receipt.logs) {
      const transfer = logTransfer(log);
      if (transfer === undefined) continue;
      transfers.push({
        ...common,
        ...transfer,
        logIndex: Number(log.logIndex),
        token: log.address.toLowerCase(),
        sender: topicAddress(log.topics[1] as string),
        recipient: topicAddress(log.topics[2] as string),
      });
    }
  }
  return transfers;
}
