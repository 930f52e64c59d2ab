import { parseStack, porticoDevnet, porticoTestnet, type StackChain } from '@portico/core';

export interface DemoChain {
  chainId: number;
  name: string;
  testnet: boolean;
  rpcUrl: string;
}

const fromNetwork = (network: ReturnType<typeof porticoDevnet>): DemoChain => ({
  chainId: Number(network.id),
  name: network.name,
  testnet: network.testnet ?? false,
  rpcUrl: network.rpcUrls.default.http[0] ?? '',
});

/** The running stack's chains, or the devnet's default ports when the page is served without one. */
export async function loadChains(): Promise<DemoChain[]> {
  try {
    const response = await fetch('/stack.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`stack.json: HTTP ${response.status}`);
    return parseStack(await response.json()).chains.map(({ chainId, name, testnet, rpcUrl }: StackChain) => ({
      chainId,
      name,
      testnet,
      rpcUrl,
    }));
  } catch {
    return [porticoDevnet(), porticoTestnet()].map(fromNetwork);
  }
}
