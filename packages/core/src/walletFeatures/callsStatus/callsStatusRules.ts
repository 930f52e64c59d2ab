import type { CallsStatusPhase } from './callsStatusState.js';

/** A batch's status as `wallet_getCallsStatus` answers it, read for the view. */
export interface ReadCallsStatus {
  phase: Exclude<CallsStatusPhase, 'loading'>;
  /** The chain id the wallet reports (hex, EIP-5792), as a number. */
  chainId?: number;
  transactionHashes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * EIP-5792 status codes: 1xx pending, 200 confirmed, 4xx/5xx/6xx failed (off chain, reverted, partly reverted);
 * the strings 'PENDING' and 'CONFIRMED' of the first draft too.
 */
function phaseOf(status: unknown): ReadCallsStatus['phase'] | undefined {
  if (status === 'PENDING') return 'pending';
  if (status === 'CONFIRMED') return 'success';
  if (typeof status !== 'number') return undefined;
  if (status >= 100 && status < 200) return 'pending';
  if (status === 200) return 'success';
  return status >= 400 && status < 700 ? 'failure' : undefined;
}

/** Reads a `wallet_getCallsStatus` answer; `undefined` for an answer of another shape (the wallet's fault). */
export function readCallsStatus(answer: unknown): ReadCallsStatus | undefined {
  const phase = isRecord(answer) ? phaseOf(answer.status) : undefined;
  if (!isRecord(answer) || !phase) return undefined;
  const receipts = Array.isArray(answer.receipts) ? answer.receipts : [];
  const transactionHashes = receipts.flatMap((receipt) =>
    isRecord(receipt) && typeof receipt.transactionHash === 'string' ? [receipt.transactionHash] : [],
  );
  const chainId = typeof answer.chainId === 'string' ? Number.parseInt(answer.chainId, 16) : undefined;
  return {
    phase,
    transactionHashes: [...new Set(transactionHashes)],
    ...(chainId !== undefined && Number.isSafeInteger(chainId) ? { chainId } : {}),
  };
}
