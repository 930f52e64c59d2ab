import { type Network, parseStack, porticoDevnet, porticoTestnet, type StackChain } from '@portico/core';

const byChainId: Record<number, (port: number) => Network> = {
  31337: porticoDevnet,
  31338: porticoTestnet,
};

/** The devnet network of a stack chain, reading through the stack's own RPC URL. */
function toNetwork({ chainId, rpcUrl }: StackChain): Network {
  const network = byChainId[chainId];
  if (network === undefined) throw new Error(`stack.json: chain ${chainId} is not a devnet chain`);
  const http = [rpcUrl];
  return { ...network(Number(new URL(rpcUrl).port)), rpcUrls: { default: { http }, chainDefault: { http } } };
}

/** The running stack's networks, or the devnet's default ports when the page is served without one. */
export async function loadChains(): Promise<Network[]> {
  try {
    const response = await fetch('/stack.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`stack.json: HTTP ${response.status}`);
    return parseStack(await response.json()).chains.map(toNetwork);
  } catch {
    return [porticoDevnet(), porticoTestnet()];
  }
}
