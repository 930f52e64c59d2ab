import type { CaipNetworkId } from '@portico/core';
import { bytesToHex, type Hex } from 'viem';
import { invalidParams } from './rpcError.js';
import type { RpcProxy } from './rpcProxy.js';

/** A receipt as JSON-RPC answers it (quantities in hex). */
interface RawReceipt {
  status: Hex;
  logs: unknown[];
  blockHash: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  transactionHash: Hex;
}

interface Batch {
  caipNetworkId: CaipNetworkId;
  hashes: Hex[];
}

/** EIP-5792 status codes. */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;
const PARTIALLY_REVERTED = 600;

/**
 * EIP-5792 batches of this frame: wallet_sendCalls sends the calls one by one (not atomic) and answers an id;
 * wallet_getCallsStatus answers from the receipts. Batches live as long as the frame.
 */
export class CallBatches {
  private readonly batches = new Map<string, Batch>();

  async send(
    caipNetworkId: CaipNetworkId,
    calls: readonly unknown[],
    sendOne: (call: unknown) => Promise<Hex>,
  ) {
    if (calls.length === 0) throw invalidParams('wallet_sendCalls needs at least one call');
    const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
    const batch: Batch = { caipNetworkId, hashes: [] };
    this.batches.set(id, batch);
    for (const call of calls) batch.hashes.push(await sendOne(call));
    return { id };
  }

  async status(id: unknown, proxy: RpcProxy) {
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined;
    if (!batch) throw invalidParams(`Unknown bundle id: ${String(id)}`);
    const receipts = await Promise.all(
      batch.hashes.map((hash) =>
        proxy.call<RawReceipt | null>(batch.caipNetworkId, 'eth_getTransactionReceipt', [hash]),
      ),
    );
    const mined = receipts.filter((receipt) => receipt !== null);
    const failed = mined.filter((receipt) => receipt.status !== '0x1').length;
    const status =
      mined.length < receipts.length
        ? PENDING
        : failed === 0
          ? CONFIRMED
          : failed === receipts.length
            ? REVERTED
            : PARTIALLY_REVERTED;
    return {
      version: '2.0.0',
      id,
      chainId: `0x${Number(batch.caipNetworkId.split(':')[1]).toString(16)}`,
      status,
      atomic: false,
      receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs,
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    };
  }
}
