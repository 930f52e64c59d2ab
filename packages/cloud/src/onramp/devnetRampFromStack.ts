import type { Stack } from '@portico/devnet/stack';
import type { DevnetRampNetwork } from './onrampConfig.js';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The devnet ramp's networks from a stack: pUSD on each devnet EVM chain that has it, minted by `minter` (the token's
 * owner, the devnet's deployer: the devnet node signs for it, and no test account's balance moves), and SOL on each
 * Solana devnet network (airdropped).
 */
export function devnetRampNetworksFromStack(
  stack: Pick<Stack, 'chains' | 'solana'>,
  minter: string,
): DevnetRampNetwork[] {
  const from = minter.toLowerCase();
  const evm = stack.chains.flatMap((chain) => {
    const pusd = chain.tokens.find((token) => token.symbol.toUpperCase() === 'PUSD');
    if (!pusd || from === '') return [];
    return [
      {
        name: slug(chain.name),
        displayName: chain.name,
        chainId: chain.caipNetworkId,
        symbol: 'PUSD' as const,
        contractAddress: pusd.address.toLowerCase(),
        decimals: pusd.decimals,
        from,
      },
    ];
  });
  const solana = (stack.solana?.networks ?? []).map((network) => ({
    name: slug(network.name),
    displayName: network.name,
    chainId: network.caipNetworkId,
    symbol: 'SOL' as const,
    contractAddress: '',
    decimals: 9,
    from: '',
  }));
  return [...evm, ...solana];
}
