import type { TokenBalance } from '@portico/core';
import type { FiatCurrency } from '@portico/core/wire';
import type { ChainRpc } from '../rpc/chainRpc.js';
import { type RawBalance, readEvmBalances, readSolanaBalances } from './chainBalances.js';
import { decimalText, decimalToNumber, type ExactDecimal, multiplyDecimals } from './exactDecimal.js';
import type { PriceProvider } from './priceProvider.js';
import type { ChainToken } from './tokenList.js';

export interface AccountBalances {
  balances: TokenBalance[];
  /** False when the price source failed: the balances then carry no price or value. */
  priced: boolean;
}

function tokenBalance({ token, amount }: RawBalance, price: ExactDecimal | undefined): TokenBalance {
  const quantity: ExactDecimal = { units: amount, scale: token.decimals };
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: token.chainId as TokenBalance['chainId'],
    ...(token.address === undefined ? {} : { address: token.address }),
    decimals: token.decimals,
    quantity: { decimals: String(token.decimals), numeric: decimalText(quantity) },
    ...(token.iconUrl === undefined ? {} : { iconUrl: token.iconUrl }),
    ...(price === undefined
      ? {}
      : { price: decimalToNumber(price), value: decimalToNumber(multiplyDecimals(quantity, price)) }),
  };
}

/**
 * The account's native balance and its non-zero balances of the chain's listed tokens, read from the chain;
 * each priced, its value the exact product of price and quantity rounded once to a number. A failing price
 * source leaves the balances unpriced (the failure goes to `onPriceError`); a failing chain read rejects.
 */
export async function readAccountBalances(
  chain: ChainRpc,
  account: string,
  tokens: readonly ChainToken[],
  prices: PriceProvider,
  currency: FiatCurrency,
  onPriceError: (error: unknown) => void,
): Promise<AccountBalances> {
  // The route serves only eip155 and solana chains, and every token of a list is on the list's chain.
  const read = tokens[0]?.chainId.startsWith('solana:') === true ? readSolanaBalances : readEvmBalances;
  const [raw, priced] = await Promise.all([
    read(chain, account, tokens),
    prices.prices(tokens, currency).then(
      (found) => found,
      (error: unknown) => {
        onPriceError(error);
        return undefined;
      },
    ),
  ]);
  const held = raw.filter(({ token, amount }) => token.address === undefined || amount > 0n);
  return {
    balances: held.map((balance) => tokenBalance(balance, priced?.get(balance.token.id))),
    priced: priced !== undefined,
  };
}
