import type { SwapTransaction } from '../../cloud/wire/convert.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { readCallsStatus } from '../callsStatus/callsStatusRules.js';
import type { SwapContext } from './swapContext.js';
import { swapMessages } from './swapMessages.js';

interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** How often a sent transaction's receipt (or a batch's status) is read, and how many times before giving up. */
const pollMs = 1_000;
const pollTries = 180;

/** What the chain did with a transaction or a batch: its (last) hash and whether it landed or reverted. */
export interface SwapOutcome {
  hash: string;
  status: 'success' | 'reverted';
}

const hex = (decimal: string) => `0x${BigInt(decimal).toString(16)}`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** EIP-5792 capabilities of one chain: atomic batches supported (`atomic.status`, or the draft's `atomicBatch`). */
function atomicIn(capabilities: unknown): boolean {
  if (!isRecord(capabilities)) return false;
  const { atomic, atomicBatch } = capabilities;
  return (
    (isRecord(atomic) && (atomic.status === 'supported' || atomic.status === 'ready')) ||
    (isRecord(atomicBatch) && atomicBatch.supported === true)
  );
}

/** The connected eip155 wallet as the swap uses it: sending, batches (EIP-5792) and receipts. */
export async function swapWallet(rt: Runtime, { network, address }: SwapContext) {
  const provider = (await rt.providerOf('eip155')) as Eip1193Provider;
  const adapter = rt.adapterOf('eip155');
  const chainId = hex(String(network.id));
  const wait = () => new Promise<void>((resolve) => rt.later(pollMs, resolve));

  /** Polls `read` until it answers, or says the transaction was not confirmed in time. */
  async function poll<T>(read: () => Promise<T | undefined>): Promise<T> {
    for (let tries = 0; tries < pollTries; tries++) {
      const answer = await read();
      if (answer !== undefined) return answer;
      await wait();
    }
    throw new Error(swapMessages.notConfirmed);
  }

  return {
    /** Whether the wallet sends a batch atomically on the network; a wallet without capabilities does not. */
    async atomic(): Promise<boolean> {
      if (!adapter.getCapabilities) return false;
      try {
        const capabilities = await adapter.getCapabilities({ provider, address, network });
        return atomicIn(capabilities[chainId] ?? capabilities[String(network.id)]);
      } catch (error) {
        rt.options.logger.debug(
          'The wallet has no EIP-5792 capabilities: the swap sends one transaction at a time',
          error,
        );
        return false;
      }
    },
    /** Sends one transaction and waits for its receipt. */
    async send(tx: SwapTransaction): Promise<SwapOutcome> {
      if (!adapter.sendTransaction) throw new PorticoError('UNSUPPORTED_CHAIN');
      const hash = await adapter.sendTransaction({
        provider,
        address,
        network,
        transaction: {
          to: tx.to,
          data: tx.data,
          value: hex(tx.value),
          gasPrice: hex(tx.eip155.gasPrice),
          ...(tx.eip155.gas ? { gas: hex(tx.eip155.gas) } : {}),
        },
      });
      return poll(async () => {
        const receipt = await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] });
        if (!isRecord(receipt)) return undefined;
        return { hash, status: receipt.status === '0x1' ? 'success' : 'reverted' } as const;
      });
    },
    /** Sends the transactions as one atomic batch (`wallet_sendCalls`) and waits for its status. */
    async sendBatch(txs: readonly SwapTransaction[]): Promise<SwapOutcome> {
      const answer = await provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId,
            from: address,
            atomicRequired: true,
            calls: txs.map((tx) => ({ to: tx.to, data: tx.data, value: hex(tx.value) })),
          },
        ],
      });
      const id = typeof answer === 'string' ? answer : isRecord(answer) ? String(answer.id) : '';
      return poll(async () => {
        const status = readCallsStatus(
          await provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
        );
        if (!status || status.phase === 'pending') return undefined;
        return {
          hash: status.transactionHashes.at(-1) ?? id,
          status: status.phase === 'success' ? 'success' : 'reverted',
        } as const;
      });
    },
  };
}
