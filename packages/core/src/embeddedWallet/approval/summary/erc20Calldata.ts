import { knownToken, type SummaryContext, type SummaryRow } from './requestSummary.js';
import { formatUnits } from './units.js';

const maxUint256 = 2n ** 256n - 1n;

/** The ERC-20 calls a summary decodes, by their 4-byte selector, with their argument kinds. */
const erc20Calls = {
  a9059cbb: { action: 'Transfer', args: ['Recipient', 'Amount'] },
  '095ea7b3': { action: 'Approve', args: ['Spender', 'Amount'] },
  '23b872dd': { action: 'Transfer from', args: ['From', 'Recipient', 'Amount'] },
} as const;

const isErc20Selector = (selector: string): selector is keyof typeof erc20Calls => selector in erc20Calls;

function amountText(units: bigint, token: ReturnType<typeof knownToken>, action: string): string {
  if (action === 'Approve' && units === maxUint256) return 'Unlimited';
  return token ? `${formatUnits(units, token.decimals)} ${token.symbol}` : `${units} units`;
}

/**
 * The rows of a transaction's calldata: ERC-20 transfer, approve and transferFrom decoded (the token's symbol
 * and decimals when the network's list knows the contract, else raw units), any other call as 'Contract call'
 * with its selector, nothing for a plain transfer.
 */
export function calldataRows(data: unknown, to: unknown, context: SummaryContext): SummaryRow[] {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(data) || data.length <= 2) return [];
  const selector = data.slice(2, 10).toLowerCase();
  const words = data.slice(10).match(/.{64}/g) ?? [];
  const call = isErc20Selector(selector) ? erc20Calls[selector] : undefined;
  if (!call || words.length !== call.args.length || typeof to !== 'string')
    return [
      { label: 'Action', value: 'Contract call' },
      { label: 'Function', value: `0x${selector}` },
    ];
  const token = knownToken(context, to);
  return [
    { label: 'Action', value: call.action },
    { label: 'Token', value: token?.symbol ?? to },
    ...call.args.map((label, index) => {
      const word = words[index] ?? '';
      const value =
        label === 'Amount' ? amountText(BigInt(`0x${word}`), token, call.action) : `0x${word.slice(24)}`;
      return { label, value };
    }),
  ];
}
