import type { SolanaDevnet, SolanaDevnetOptions } from './solanaDevnet.js';

/**
 * Starts the Solana devnet, loading its libraries (@solana/kit, LiteSVM: ~300 ms of imports) only
 * now: importing @portico/devnet stays cheap, and startDevnet loads them while the anvils boot.
 */
export async function startSolanaDevnet(options?: SolanaDevnetOptions): Promise<SolanaDevnet> {
  const solana = await import('./solanaDevnet.js');
  return solana.startSolanaDevnet(options);
}
