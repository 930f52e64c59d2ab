import type { Network } from '@portico/core';
import { type SolanaDevnet, startSolanaDevnet, toSolanaNetwork } from '@portico/devnet';

export interface TestChain {
  devnet: SolanaDevnet;
  network: Network;
}

/** The devnet's Solana chain alone, on free ports, and its Network as a dApp configures it. */
export async function startTestChain(): Promise<TestChain> {
  const devnet = await startSolanaDevnet({ rpcPort: 0 });
  const [stackNetwork] = devnet.toStack().networks;
  if (stackNetwork === undefined) throw new Error('The Solana devnet lists no network');
  return { devnet, network: toSolanaNetwork(stackNetwork) };
}
