import { knownToken, type SummaryContext } from './requestSummary.js';
import { type SummaryLine, type SummaryTextKey, text } from './summaryText.js';
import { formatUnits } from './units.js';

const maxUint256 = 2n ** 256n - 1n;

type Argument = 'summaryRecipient' | 'summarySpender' | 'summaryFrom' | 'summaryAmount';

/** The ERC-20 calls a summary decodes, by their 4-byte selector, with their argument kinds. */
const erc20Calls: Record<string, { action: SummaryTextKey; args: readonly Argument[] }> = {
  a9059cbb: { action: 'summaryTransfer', args: ['summaryRecipient', 'summaryAmount'] },
  '095ea7b3': { action: 'summaryApprove', args: ['summarySpender', 'summaryAmount'] },
  '23b872dd': { action: 'summaryTransferFrom', args: ['summaryFrom', 'summaryRecipient', 'summaryAmount'] },
};

function amountText(
  units: bigint,
  token: ReturnType<typeof knownToken>,
  action: SummaryTextKey,
): SummaryLine['value'] {
  if (action === 'summaryApprove' && units === maxUint256) return text('summaryUnlimited');
  // The amount stays a string: the request's number, shown exactly as it is in every language.
  return token
    ? `${formatUnits(units, token.decimals)} ${token.symbol}`
    : text('summaryUnits', { amount: `${units}` });
}

/**
 * The rows of a transaction's calldata: ERC-20 transfer, approve and transferFrom decoded (the token's symbol
 * and decimals when the network's list knows the contract, else raw units), any other call as 'Contract call'
 * with its selector, nothing for a plain transfer.
 */
export function calldataRows(data: unknown, to: unknown, context: SummaryContext): SummaryLine[] {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(data) || data.length <= 2) return [];
  const selector = data.slice(2, 10).toLowerCase();
  const words = data.slice(10).match(/.{64}/g) ?? [];
  const call = Object.hasOwn(erc20Calls, selector) ? erc20Calls[selector] : undefined;
  if (!call || words.length !== call.args.length || typeof to !== 'string')
    return [
      { label: text('summaryAction'), value: text('summaryContractCall') },
      { label: text('summaryFunction'), value: `0x${selector}` },
    ];
  const token = knownToken(context, to);
  return [
    { label: text('summaryAction'), value: text(call.action) },
    { label: text('summaryToken'), value: token?.symbol ?? to },
    ...call.args.map((argument, index) => {
      const word = words[index] ?? '';
      const value =
        argument === 'summaryAmount'
          ? amountText(BigInt(`0x${word}`), token, call.action)
          : `0x${word.slice(24)}`;
      return { label: text(argument), value };
    }),
  ];
}
