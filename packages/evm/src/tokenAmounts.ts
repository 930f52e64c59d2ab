import type { TokenConfig } from '@portico/core';
import { type Address, type Client, formatUnits, getAddress, type Hex, hexToBigInt } from 'viem';

/** The selector of ERC-20 `balanceOf(address)`. */
const balanceOfSelector = '0x70a08231';

/** The call data of `balanceOf(owner)`: the selector, then the address as one 32-byte word. */
function balanceOfData(owner: string): Hex {
  return `${balanceOfSelector}${getAddress(owner).slice(2).toLowerCase().padStart(64, '0')}`;
}

/**
 * The account's ERC-20 balances of `tokens` over the network's RPC: one `eth_call` of `balanceOf` per token (the
 * transport batches them), each a decimal string of the token's configured decimals. An address that answers
 * nothing (`0x`: no contract there) rejects naming the token, as does a failed call.
 */
export async function readTokenAmounts(
  client: Client,
  owner: string,
  tokens: readonly TokenConfig[],
): Promise<string[]> {
  const data = balanceOfData(owner);
  return Promise.all(
    tokens.map(async (token) => {
      const answer = await client.request({
        method: 'eth_call',
        params: [{ to: token.address as Address, data }, 'latest'],
      });
      if (answer === '0x')
        throw new Error(
          `${token.symbol} at ${token.address} is no ERC-20 contract on chain ${client.chain?.id}`,
        );
      return formatUnits(hexToBigInt(answer), token.decimals);
    }),
  );
}
