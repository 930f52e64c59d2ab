import type { Hex } from 'viem';

export interface SettledCallsStatus {
  status: number;
  atomic: boolean;
  receipts: { transactionHash: Hex }[];
}

/** `wallet_getCallsStatus` of batch `id`, polled (via `rpc`) until it is no longer pending (100). */
export async function settledCallsStatus(
  rpc: (method: string, params?: unknown) => Promise<unknown>,
  id: string,
): Promise<SettledCallsStatus> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = (await rpc('wallet_getCallsStatus', [id])) as { status: number };
    if (status.status !== 100) return status as SettledCallsStatus;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the batch stayed pending');
}
