import type { ReadonlyUint8Array } from '@solana/kit';

/** An account as the chain holds it: what the account-reading methods encode. */
export interface AccountState {
  lamports: bigint;
  data: ReadonlyUint8Array;
  owner: string;
  executable: boolean;
}
