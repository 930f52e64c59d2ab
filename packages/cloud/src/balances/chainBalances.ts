import type { ChainRpc } from '../rpc/chainRpc.js';
import { isRpcErrorResponse, type JsonRpcRequest } from '../rpc/jsonRpc.js';
import type { ChainToken } from './tokenList.js';

/** One token of the chain's list and the account's balance of it, in base units. */
export interface RawBalance {
  token: ChainToken;
  amount: bigint;
}

class ChainReadError extends Error {}

/** ERC-20 `balanceOf(address)`. */
const balanceOfSelector = '0x70a08231';

const call = (id: number, method: string, params: unknown[]): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

/** Sends the calls in one batch; every answer must be a result. */
async function results(chain: ChainRpc, calls: JsonRpcRequest[]): Promise<unknown[]> {
  const answers = await chain.send(calls);
  return answers.map((answer, index) => {
    if (isRpcErrorResponse(answer)) {
      throw new ChainReadError(`${calls[index]?.method} failed: ${answer.error.message}`);
    }
    return answer.result;
  });
}

function quantity(result: unknown, what: string): bigint {
  // eth_call answers `0x` when the address holds no contract.
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    throw new ChainReadError(`${what} answered ${JSON.stringify(result)}, not a quantity`);
  }
  return BigInt(result);
}

/** Ether with `eth_getBalance`, each token with `balanceOf`, all in one batch at the latest block. */
export async function readEvmBalances(
  chain: ChainRpc,
  account: string,
  tokens: readonly ChainToken[],
): Promise<RawBalance[]> {
  const holder = account.slice(2).toLowerCase().padStart(64, '0');
  const calls = tokens.map((token, id) =>
    token.address === undefined
      ? call(id, 'eth_getBalance', [account, 'latest'])
      : call(id, 'eth_call', [{ to: token.address, data: `${balanceOfSelector}${holder}` }, 'latest']),
  );
  const answers = await results(chain, calls);
  return tokens.map((token, index) => ({
    token,
    amount: quantity(answers[index], `${token.symbol} balance`),
  }));
}

interface ParsedTokenAccount {
  account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } };
}

/**
 * SOL with `getBalance`, each SPL token as the sum of the account's token accounts of that mint
 * (`getTokenAccountsByOwner` by mint, either token program), in one batch at `confirmed`.
 */
export async function readSolanaBalances(
  chain: ChainRpc,
  account: string,
  tokens: readonly ChainToken[],
): Promise<RawBalance[]> {
  const commitment = 'confirmed';
  const calls = tokens.map((token, id) =>
    token.address === undefined
      ? call(id, 'getBalance', [account, { commitment }])
      : call(id, 'getTokenAccountsByOwner', [
          account,
          { mint: token.address },
          { commitment, encoding: 'jsonParsed' },
        ]),
  );
  const answers = await results(chain, calls);
  return tokens.map((token, index) => {
    const value = (answers[index] as { value?: unknown } | null)?.value;
    if (token.address === undefined) {
      if (typeof value !== 'number') throw new ChainReadError(`getBalance answered ${JSON.stringify(value)}`);
      return { token, amount: BigInt(value) };
    }
    if (!Array.isArray(value))
      throw new ChainReadError(`getTokenAccountsByOwner answered ${JSON.stringify(value)}`);
    const amount = (value as ParsedTokenAccount[]).reduce((sum, entry) => {
      const raw = entry.account?.data?.parsed?.info?.tokenAmount?.amount;
      if (typeof raw !== 'string' || !/^\d+$/.test(raw)) {
        throw new ChainReadError(`a ${token.symbol} token account has no parsed amount`);
      }
      return sum + BigInt(raw);
    }, 0n);
    return { token, amount };
  });
}
