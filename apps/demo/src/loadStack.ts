import { type Network, porticoDevnet, porticoTestnet } from '@portico/core';
import { parseStack, type StackChain, toSolanaNetwork } from '@portico/devnet/stack';

/** What the demo reads from the running stack: the devnet's networks (EVM and Solana) and, when up, Portico Cloud. */
export interface DemoStack {
  networks: Network[];
  cloudUrl?: string;
  projectId?: string;
  /** Portico Cloud's WalletConnect relay, when the cloud runs. */
  relayUrl?: string;
  /** The embedded wallet's secure frame, on its own origin, when the cloud serves it. */
  frameUrl?: string;
  /** The cloud's built-in mailbox, where the email login's codes arrive in development. */
  mailboxUrl?: string;
  /** pUSD's address per EVM chain id (the batch example sends it). */
  pusd: Record<number, `0x${string}`>;
}

const byChainId: Record<number, (port: number) => Network> = {
  31337: porticoDevnet,
  31338: porticoTestnet,
};

/** The devnet network of a stack chain, reading through the stack's own RPC URL, with its name registry's resolver. */
function toNetwork({ chainId, rpcUrl, ens }: StackChain): Network {
  const network = byChainId[chainId];
  if (network === undefined) throw new Error(`stack.json: chain ${chainId} is not a devnet chain`);
  const http = [rpcUrl];
  return {
    ...network(Number(new URL(rpcUrl).port)),
    rpcUrls: { default: { http }, chainDefault: { http } },
    ...(ens && { contracts: { ensUniversalResolver: { address: ens.universalResolver } } }),
  };
}

/**
 * The running stack, or the devnet's default ports and no cloud (Portico runs local-only) when the page is
 * served without one.
 */
export async function loadStack(): Promise<DemoStack> {
  try {
    const response = await fetch('/stack.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`stack.json: HTTP ${response.status}`);
    const { chains, solana, cloudUrl, projectId, relayUrl, frameUrl, mailboxUrl } = parseStack(
      await response.json(),
    );
    const solanaNetworks = (solana?.networks ?? []).map(toSolanaNetwork);
    const pusd = Object.fromEntries(
      chains.flatMap(({ chainId, tokens }) =>
        tokens.filter(({ symbol }) => symbol === 'pUSD').map(({ address }) => [chainId, address]),
      ),
    );
    return {
      networks: [...chains.map(toNetwork), ...solanaNetworks],
      pusd,
      cloudUrl,
      projectId,
      relayUrl,
      frameUrl,
      mailboxUrl,
    };
  } catch (error) {
    console.warn(
      'No running stack (stack.json): the demo uses the devnet’s default ports, without a cloud',
      error,
    );
    return { networks: [porticoDevnet(), porticoTestnet()], pusd: {} };
  }
}
