import type { SwapTokensResponse } from '@portico/core/wire';
import { Window } from 'happy-dom';
import {
  type Address,
  encodeFunctionData,
  encodePacked,
  type Hex,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { shownSummary } from '../i18n/frameSummary.js';
import { setFrameLocale } from '../i18n/frameText.js';
import { swapSummary } from './swapSummary.js';
import { trustedTokensOf } from './trustedTokens.js';

const abi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
]);

const router: Address = '0x1111111111111111111111111111111111111111';
const weth: Address = '0x2222222222222222222222222222222222222222';
const pUsd: Address = '0x3333333333333333333333333333333333333333';
const port: Address = '0x4444444444444444444444444444444444444444';
const visitor: Address = '0x5555555555555555555555555555555555555555';
const stranger: Address = '0x6666666666666666666666666666666666666666';
const msgSender: Address = '0x0000000000000000000000000000000000000001';
const addressThis: Address = '0x0000000000000000000000000000000000000002';

const response: SwapTokensResponse = {
  tokens: [
    {
      address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
    },
    { address: `eip155:31337:${pUsd}`, name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
    { address: `eip155:31337:${port}`, name: 'Portico Token', symbol: 'PORT', decimals: 18 },
  ],
  suggested: [],
  popular: [],
  router: { address: router, wrappedNative: weth },
};
const tokens = trustedTokensOf(response);

const single = (tokenIn: Address, tokenOut: Address, amountIn: bigint, minimum: bigint, recipient: Address) =>
  encodeFunctionData({
    abi,
    functionName: 'exactInputSingle',
    args: [
      { tokenIn, tokenOut, fee: 3000, recipient, amountIn, amountOutMinimum: minimum, sqrtPriceLimitX96: 0n },
    ],
  });
const multicall = (...data: Hex[]) =>
  encodeFunctionData({ abi, functionName: 'multicall', args: [1_900_000_000n, data] });

/** A swap's summary as the frame shows it, in the frame's locale (English unless a test sets another). */
const shown = (summary: ReturnType<typeof swapSummary>) => summary && shownSummary(summary);
const deadline = new Date('2030-03-17T17:46:40.000Z');
const dateTime = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long' }).format(date);
const ethIn = () =>
  swapSummary(
    {
      to: router,
      data: multicall(single(weth, pUsd, parseEther('0.1'), 312_412_345n, msgSender)),
      value: `0x${parseEther('0.1').toString(16)}`,
    },
    visitor,
    tokens,
  );

describe('the frame reads a swap through the cloud router from its calldata', () => {
  const page = new Window({ url: 'https://frame.portico.test/' });
  const doc = page.document as unknown as Document;
  afterEach(() => setFrameLocale(doc, 'en'));

  it('ETH in: "Swap 0.1 ETH for ≥ …" with the minimum rounded down, to this wallet, with its deadline', () => {
    const summary = shown(ethIn());
    expect(summary?.title).toBe('Swap 0.1 ETH for ≥ 312.412345 pUSD');
    expect(summary?.rows).toContainEqual({ label: 'Recipient', value: '0x5555…5555 (this wallet)' });
    // The deadline is the calldata's instant, shown as date and time with the time zone in the frame's locale.
    expect(ethIn()?.rows).toContainEqual({ label: { key: 'swapExpires' }, value: deadline });
    expect(summary?.rows).toContainEqual({ label: 'Expires', value: dateTime('en', deadline) });
  });

  it("in German: the frame's words translated, the amounts, symbols and addresses exactly the calldata's", async () => {
    const english = shown(ethIn());
    await setFrameLocale(doc, 'de');
    const german = shown(ethIn());
    expect(german).toEqual({
      title: '0.1 ETH gegen ≥ 312.412345 pUSD tauschen',
      rows: [
        { label: 'Du zahlst', value: '0.1 ETH' },
        { label: 'Du erhältst mindestens', value: '312.412345 pUSD' },
        { label: 'Empfänger', value: '0x5555…5555 (diese Wallet)' },
        { label: 'Router', value: router },
        { label: 'Läuft ab', value: dateTime('de', deadline) },
      ],
    });
    expect(german?.rows.map((row) => row.value).slice(0, 2)).toEqual(
      english?.rows.map((row) => row.value).slice(0, 2),
    );
    const data = multicall(
      encodeFunctionData({
        abi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('2', 6), parseUnits('0.8', 18), [pUsd, weth, port], stranger],
      }),
    );
    expect(shown(swapSummary({ to: router, data }, visitor, tokens))?.rows).toContainEqual({
      label: 'Empfänger',
      value: `${stranger} (anderes Konto)`,
    });
  });

  it('ETH out: the router unwraps to the recipient; 18-decimal minimums show six decimals, rounded down', () => {
    const data = multicall(
      single(pUsd, weth, parseUnits('5', 6), 1_591_549_430_918_953n, addressThis),
      encodeFunctionData({ abi, functionName: 'unwrapWETH9', args: [1_591_549_430_918_953n, visitor] }),
    );
    expect(shown(swapSummary({ to: router, data }, visitor, tokens))?.title).toBe(
      'Swap 5 pUSD for ≥ 0.001591 ETH',
    );
  });

  it('a v2 path between two tokens, and a recipient that is not this wallet is named in full', () => {
    const data = multicall(
      encodeFunctionData({
        abi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('2', 6), parseUnits('0.8', 18), [pUsd, weth, port], stranger],
      }),
    );
    const summary = shown(swapSummary({ to: router, data }, visitor, tokens));
    expect(summary?.title).toBe('Swap 2 pUSD for ≥ 0.8 PORT');
    expect(summary?.rows).toContainEqual({ label: 'Recipient', value: `${stranger} (another account)` });
  });

  it('a v3 path through two pools: the first and last tokens of the path', () => {
    const path = encodePacked(
      ['address', 'uint24', 'address', 'uint24', 'address'],
      [port, 3000, weth, 500, pUsd],
    );
    const data = multicall(
      encodeFunctionData({
        abi,
        functionName: 'exactInput',
        args: [{ path, recipient: msgSender, amountIn: parseUnits('10', 18), amountOutMinimum: 23_000_000n }],
      }),
    );
    expect(shown(swapSummary({ to: router, data }, visitor, tokens))?.title).toBe(
      'Swap 10 PORT for ≥ 23 pUSD',
    );
  });

  it('is not a swap when the call goes elsewhere, carries another step, pays the wrong value or names an unknown token', () => {
    const swap = single(weth, pUsd, parseEther('0.1'), 1n, msgSender);
    const value = parseEther('0.1').toString();
    expect(swapSummary({ to: stranger, data: multicall(swap), value }, visitor, tokens)).toBeUndefined();
    const sweep = encodeFunctionData({ abi, functionName: 'sweepToken', args: [pUsd, 0n, stranger] });
    expect(swapSummary({ to: router, data: multicall(swap, sweep), value }, visitor, tokens)).toBeUndefined();
    expect(swapSummary({ to: router, data: multicall(swap), value: '1' }, visitor, tokens)).toBeUndefined();
    const unknown = single(pUsd, stranger, 1n, 1n, msgSender);
    expect(swapSummary({ to: router, data: multicall(unknown) }, visitor, tokens)).toBeUndefined();
    expect(swapSummary({ to: router, data: multicall(swap, swap), value }, visitor, tokens)).toBeUndefined();
    expect(swapSummary({ to: router, data: '0xdeadbeef', value }, visitor, tokens)).toBeUndefined();
  });

  it('without a router in the list nothing is read as a swap', () => {
    const data = multicall(single(weth, pUsd, 1n, 1n, msgSender));
    const withoutRouter = trustedTokensOf({ ...response, router: undefined });
    expect(swapSummary({ to: router, data, value: '1' }, visitor, withoutRouter)).toBeUndefined();
  });
});
