import { type Address, address } from '@solana/addresses';
import type { Rpc, SolanaRpcApi } from '@solana/rpc';
import { formatUnits } from './units.js';

/** What an owner holds of one SPL mint, over all its token accounts. */
export interface TokenBalance {
  mint: string;
  /** The amount as a decimal string of the mint's units. */
  balance: string;
  /** The amount in base units. */
  amount: bigint;
  decimals: number;
}

/** The SPL Token program and Token-2022, whose accounts both hold SPL tokens. */
const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const;

interface ParsedTokenAccount {
  parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } };
}

/** The owner's SPL balances per mint (token accounts of one mint added up), in the order the node lists them. */
export async function readTokenBalances(rpc: Rpc<SolanaRpcApi>, owner: string): Promise<TokenBalance[]> {
  const ownerAddress: Address = address(owner);
  const replies = await Promise.all(
    tokenProgramIds.map((programId) =>
      rpc
        .getTokenAccountsByOwner(ownerAddress, { programId: address(programId) }, { encoding: 'jsonParsed' })
        .send(),
    ),
  );
  const byMint = new Map<string, { amount: bigint; decimals: number }>();
  for (const { value } of replies) {
    for (const { account } of value) {
      const info = (account.data as ParsedTokenAccount).parsed?.info;
      const mint = info?.mint;
      const amount = info?.tokenAmount?.amount;
      const decimals = info?.tokenAmount?.decimals;
      // Both programs' accounts parse as token accounts; one that did not would hold no readable amount.
      if (mint === undefined || amount === undefined || decimals === undefined) continue;
      const known = byMint.get(mint);
      byMint.set(mint, { amount: (known?.amount ?? 0n) + BigInt(amount), decimals });
    }
  }
  return [...byMint].map(([mint, { amount, decimals }]) => ({
    mint,
    amount,
    decimals,
    balance: formatUnits(amount, decimals),
  }));
}
