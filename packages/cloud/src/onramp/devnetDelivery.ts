import type { DevnetDelivery } from './devnetRamp.js';
import type { DevnetRampNetwork } from './onrampConfig.js';

/** `amount` (decimal text) in base units of `decimals`. */
function baseUnitsOf(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return (
    BigInt(whole) * 10n ** BigInt(decimals) +
    BigInt(`${fraction}${'0'.repeat(decimals)}`.slice(0, decimals) || '0')
  );
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

const word = (value: bigint) => value.toString(16).padStart(64, '0');

/** `mint(address,uint256)` of the devnet's MintableToken (owner only). */
const mintSelector = '0x40c10f19';

/**
 * Delivers on the devnet through the chain's JSON-RPC (`rpcUrl(chainId)`): pUSD minted to the wallet by the token's
 * owner (unlocked on the devnet node, so the node signs and keeps its nonces), SOL as an airdrop of the Solana devnet.
 * Resolves once the transaction is mined (EVM) and answers its hash or signature.
 */
export function createDevnetDelivery(rpcUrl: (chainId: string) => string | undefined): DevnetDelivery {
  return async (network: DevnetRampNetwork, walletAddress: string, amount: string) => {
    const url = rpcUrl(network.chainId);
    if (!url) throw new Error(`no JSON-RPC for ${network.chainId}`);
    const units = baseUnitsOf(amount, network.decimals);
    if (network.symbol === 'SOL') {
      return (await rpc(url, 'requestAirdrop', [walletAddress, Number(units)])) as string;
    }
    const data = `${mintSelector}${word(BigInt(walletAddress))}${word(units)}`;
    const hash = (await rpc(url, 'eth_sendTransaction', [
      { from: network.from, to: network.contractAddress, data },
    ])) as string;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const receipt = (await rpc(url, 'eth_getTransactionReceipt', [hash]).catch(() => null)) as {
        status?: string;
      } | null;
      if (receipt?.status === '0x1') return hash;
      if (receipt?.status === '0x0') throw new Error(`the transfer ${hash} reverted`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the transfer ${hash} was not mined`);
  };
}
