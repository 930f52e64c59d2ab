import type { RequestSummaryText } from '@portico/core/adapters';
import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  isHex,
  parseAbi,
  slice,
} from 'viem';
import type { FrameSummary, FrameSummaryRow, FrameText } from '../i18n/frameSummary.js';
import type { TrustedTokens } from './trustedTokens.js';

/** The SwapRouter02 calls a swap the cloud builds is made of (multicall with a deadline around them). */
const routerAbi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
]);

/** SwapRouter02's recipient placeholders: the caller, and the router itself (then unwrapped or swept). */
const msgSender = '0x0000000000000000000000000000000000000001';
const addressThis = '0x0000000000000000000000000000000000000002';

interface Trade {
  tokenIn: Address;
  tokenOut: Address;
  amountIn: bigint;
  minimumOut: bigint;
  recipient: Address;
}

function tradeOf(data: Hex): Trade | undefined {
  const call = decodeFunctionData({ abi: routerAbi, data });
  if (call.functionName === 'exactInputSingle') {
    const [p] = call.args;
    return { ...p, minimumOut: p.amountOutMinimum };
  }
  if (call.functionName === 'exactInput') {
    // A v3 path: token (20 bytes), then fee (3 bytes) and token for each pool.
    const [{ path, recipient, amountIn, amountOutMinimum }] = call.args;
    if ((path.length - 2) % 46 !== 40) return undefined;
    const tokenIn = getAddress(slice(path, 0, 20));
    const tokenOut = getAddress(slice(path, -20));
    return { tokenIn, tokenOut, amountIn, minimumOut: amountOutMinimum, recipient };
  }
  if (call.functionName === 'swapExactTokensForTokens') {
    const [amountIn, minimumOut, path, recipient] = call.args;
    const [tokenIn, tokenOut] = [path[0], path.at(-1)];
    if (tokenIn === undefined || tokenOut === undefined) return undefined;
    return { tokenIn, tokenOut, amountIn, minimumOut, recipient };
  }
  return undefined;
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const text = (key: FrameText['key'], params?: FrameText['params']): FrameText =>
  params ? { key, params } : { key };

/**
 * "Swap 0.1 ETH for ≥ 312.412 pUSD" for a call to the cloud's Uniswap router, read from the calldata itself (never
 * from what the page says): exactly one swap, optionally unwrapped to the native coin or with the change refunded,
 * between tokens of the cloud's list. Its words are by key (the frame's locale, when shown), its amounts, symbols
 * and addresses the calldata's own strings, its deadline a moment (date and time in the frame's locale). Anything else — another call inside, an unknown token, value that does not
 * pay the swap — is not summarised as a swap (the generic rows show the call as it is).
 */
export function swapSummary(
  call: { to?: unknown; data?: unknown; value?: unknown },
  from: Address,
  tokens: TrustedTokens,
): { title: FrameText; rows: FrameSummaryRow[] } | undefined {
  const router = tokens.router;
  if (router === undefined || typeof call.to !== 'string' || !isHex(call.data)) return undefined;
  if (!isHex(call.to) || !isAddressEqual(call.to, router.address)) return undefined;
  let inner: readonly Hex[];
  let deadline: bigint | undefined;
  try {
    const outer = decodeFunctionData({ abi: routerAbi, data: call.data });
    if (outer.functionName === 'multicall') [deadline, inner] = outer.args;
    else inner = [call.data];
    const steps = inner.map((data) => ({ data, decoded: decodeFunctionData({ abi: routerAbi, data }) }));
    const swaps = steps.flatMap(({ data }) => tradeOf(data) ?? []);
    const trade = swaps[0];
    if (swaps.length !== 1 || trade === undefined) return undefined;
    const unwrap = steps.find(({ decoded }) => decoded.functionName === 'unwrapWETH9')?.decoded;
    const others = steps.filter(
      ({ decoded }) =>
        !['exactInputSingle', 'exactInput', 'swapExactTokensForTokens', 'unwrapWETH9', 'refundETH'].includes(
          decoded.functionName,
        ),
    );
    if (others.length > 0) return undefined;
    const value = typeof call.value === 'string' || typeof call.value === 'number' ? BigInt(call.value) : 0n;
    const wrapped = router.wrappedNative;
    const paysNative = value > 0n;
    if (paysNative && (!isAddressEqual(trade.tokenIn, wrapped) || value !== trade.amountIn)) return undefined;
    const getsNative = unwrap !== undefined;
    let recipient: Address = trade.recipient;
    if (getsNative) {
      if (!isAddressEqual(trade.tokenOut, wrapped) || !isAddressEqual(trade.recipient, addressThis))
        return undefined;
      recipient = (unwrap.args as readonly [bigint, Address])[1];
    }
    if (isAddressEqual(recipient, msgSender)) recipient = from;
    const sold = paysNative ? tokens.native : tokens.byAddress(trade.tokenIn);
    const bought = getsNative ? tokens.native : tokens.byAddress(trade.tokenOut);
    if (sold === undefined || bought === undefined) return undefined;
    const pay = `${tokens.format(trade.amountIn, sold)} ${sold.symbol}`;
    const receive = `${tokens.format(trade.minimumOut, bought, 'down')} ${bought.symbol}`;
    const toSelf = isAddressEqual(recipient, from);
    const expires = deadline === undefined ? undefined : new Date(Number(deadline) * 1000);
    if (expires !== undefined && Number.isNaN(expires.getTime())) return undefined;
    return {
      title: text('swapTitle', { pay, receive }),
      rows: [
        { label: text('swapYouPay'), value: pay },
        { label: text('swapYouReceive'), value: receive },
        {
          label: text('summaryRecipient'),
          value: toSelf
            ? text('swapThisWallet', { address: shortAddress(recipient) })
            : text('swapAnotherAccount', { address: recipient }),
        },
        { label: text('swapRouter'), value: router.address },
        ...(expires === undefined ? [] : [{ label: text('swapExpires'), value: expires }]),
      ],
    };
  } catch {
    // Calldata that is not the router's: shown by the generic rows instead.
    return undefined;
  }
}

/** A request's summary with its swap, when one of its calls is a swap through the cloud's router. */
export function withSwapTitle(
  summary: RequestSummaryText,
  swap: ReturnType<typeof swapSummary>,
): FrameSummary {
  if (swap === undefined) return summary;
  return { title: swap.title, rows: [...swap.rows, ...summary.rows] };
}
