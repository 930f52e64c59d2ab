import { type CaipNetworkId, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { bytesToHex, type Hex } from 'viem';
import type { SmartAccountNetwork } from '../smartAccount/smartAccountNetworks.js';
import type { SmartAccounts } from '../smartAccount/smartAccounts.js';
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

type Batch =
  /** An EOA's calls, sent one by one as transactions. */
  | { kind: 'transactions'; caipNetworkId: CaipNetworkId; hashes: Hex[] }
  /** A smart account's calls, in one UserOperation. */
  | { kind: 'userOperation'; network: SmartAccountNetwork; hash: Hex };

/** EIP-5792 status codes. */
const PENDING = 100;
const CONFIRMED = 200;
const REVERTED = 500;
const PARTIALLY_REVERTED = 600;

const receiptFields = ({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }: RawReceipt) => ({
  logs,
  status,
  blockHash,
  blockNumber,
  gasUsed,
  transactionHash,
});

function sequentialStatus(receipts: readonly (RawReceipt | null)[]): number {
  const mined = receipts.filter((receipt) => receipt !== null);
  const failed = mined.filter((receipt) => receipt.status !== '0x1').length;
  if (mined.length < receipts.length) return PENDING;
  if (failed === 0) return CONFIRMED;
  return failed === receipts.length ? REVERTED : PARTIALLY_REVERTED;
}

/**
 * EIP-5792 batches of this frame: an EOA's are sent one by one (not atomic), a smart account's as one UserOperation
 * (atomic); wallet_getCallsStatus answers from the receipts. Ids are random unless the dApp gave one (refused when
 * already used: 5720). Batches live as long as the frame.
 */
export class CallBatches {
  private readonly batches = new Map<string, Batch>();

  constructor(private readonly smartAccounts: SmartAccounts) {}

  /** Claims the batch id before anything is sent. */
  private claim(requestedId: unknown): string {
    if (requestedId !== undefined && typeof requestedId !== 'string') {
      throw invalidParams('The batch id must be a string');
    }
    if (requestedId !== undefined && this.batches.has(requestedId)) {
      throw new ProviderRpcError(rpcErrorCodes.duplicateBundleId, `Duplicate bundle id: ${requestedId}`);
    }
    return requestedId ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  }

  async sendTransactions(
    caipNetworkId: CaipNetworkId,
    calls: readonly unknown[],
    requestedId: unknown,
    sendOne: (call: unknown) => Promise<Hex>,
  ) {
    const id = this.claim(requestedId);
    const batch: Batch = { kind: 'transactions', caipNetworkId, hashes: [] };
    this.batches.set(id, batch);
    for (const call of calls) batch.hashes.push(await sendOne(call));
    return { id };
  }

  async sendUserOperation(
    network: SmartAccountNetwork,
    calls: Parameters<SmartAccounts['send']>[1],
    requestedId: unknown,
  ) {
    const id = this.claim(requestedId);
    const hash = await this.smartAccounts.send(network, calls);
    this.batches.set(id, { kind: 'userOperation', network, hash });
    return { id };
  }

  async status(id: unknown, proxy: RpcProxy) {
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined;
    if (!batch) throw new ProviderRpcError(rpcErrorCodes.unknownBundleId, `Unknown bundle id: ${String(id)}`);
    const caipNetworkId = batch.kind === 'transactions' ? batch.caipNetworkId : batch.network.caipNetworkId;
    const common = {
      version: '2.0.0',
      id,
      chainId: `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`,
    };
    if (batch.kind === 'userOperation') {
      const receipt = await this.smartAccounts.receipt(batch.network, batch.hash);
      if (!receipt) return { ...common, status: PENDING, atomic: true, receipts: [] };
      return {
        ...common,
        status: receipt.success ? CONFIRMED : REVERTED,
        atomic: true,
        receipts: [receiptFields(receipt.receipt)],
      };
    }
    const receipts = await Promise.all(
      batch.hashes.map((hash) =>
        proxy.call<RawReceipt | null>(caipNetworkId, 'eth_getTransactionReceipt', [hash]),
      ),
    );
    return {
      ...common,
      status: sequentialStatus(receipts),
      atomic: false,
      receipts: receipts.filter((receipt) => receipt !== null).map(receiptFields),
    };
  }
}
