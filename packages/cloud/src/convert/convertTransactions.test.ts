import {
  chainDataMessages,
  cloudPaths,
  type ProjectConfigResponse,
  type SwapAllowanceResponse,
  type SwapBuildApproveResponse,
  type SwapBuildTransactionResponse,
} from '@portico/core/wire';
import { decodeFunctionData, erc20Abi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseChain,
  type ConvertCloud,
  chainAllowance,
  devChain,
  errorMessage,
  holder,
  native,
  notAToken,
  standardGasPrice,
  startConvertCloud,
  usdc,
} from '../test/convertCloud.js';
import { oneDbPass } from '../test/dbPasses.js';
import { fakeRouter, fakeSpender } from '../test/fakeSwapAggregator.js';

const id = (token: string) => `${devChain}:${token}`;
const maxUint256 = ((1n << 256n) - 1n).toString();
const now = 1_800_000_000_000;

describe.each(oneDbPass)('the convert API’s allowance, approval and swap on $name', (pass) => {
  let swaps: ConvertCloud;
  let without: ConvertCloud;
  beforeAll(async () => {
    [swaps, without] = await Promise.all([
      startConvertCloud(pass, { now }),
      startConvertCloud(pass, { withAggregator: false }),
    ]);
  });
  afterAll(() => Promise.all([swaps?.close(), without?.close()]));

  it('§7 reads the ERC-20 allowance to the aggregator’s spender on chain', async () => {
    const { status, body } = await swaps.get(cloudPaths.swapAllowance, {
      tokenAddress: id(usdc),
      userAddress: id(holder),
    });
    expect(status).toBe(200);
    expect(body as SwapAllowanceResponse).toEqual({
      allowance: chainAllowance.toString(),
      spender: fakeSpender,
    });
    const call = swaps.upstream.requests
      .flatMap(({ body: sent }) => (Array.isArray(sent) ? sent : [sent]))
      .findLast((sent) => sent.method === 'eth_call');
    const [{ to, data }] = call.params;
    expect(to).toBe(usdc);
    expect(decodeFunctionData({ abi: erc20Abi, data }).args).toEqual([
      expect.stringMatching(new RegExp(holder, 'i')),
      expect.stringMatching(new RegExp(fakeSpender, 'i')),
    ]);
  });

  it('§7 refuses an allowance of a token that is not listed, or that has no allowance on chain', async () => {
    const unlisted = await swaps.get(cloudPaths.swapAllowance, {
      tokenAddress: id(notAToken),
      userAddress: id(holder),
    });
    expect([unlisted.status, errorMessage(unlisted.body)]).toEqual([
      400,
      `tokenAddress '${id(notAToken)}' is not a tradable token of ${devChain}`,
    ]);
    const reverted = await swaps.get(cloudPaths.swapAllowance, {
      tokenAddress: `${baseChain}:${notAToken}`,
      userAddress: `${baseChain}:${holder}`,
    });
    expect([reverted.status, errorMessage(reverted.body)]).toEqual([
      400,
      `tokenAddress ${notAToken} is not an ERC-20 token`,
    ]);
  });

  it('§7 answers the native coin’s allowance as the largest: nothing to approve', async () => {
    const { body } = await swaps.get(cloudPaths.swapAllowance, {
      tokenAddress: id(native),
      userAddress: id(holder),
    });
    expect((body as SwapAllowanceResponse).allowance).toBe(maxUint256);
  });

  it('§7 builds the approval of the spender, the largest amount unless one is given', async () => {
    const query = { from: id(usdc), to: id(native), userAddress: id(holder) };
    const unlimited = await swaps.get(cloudPaths.swapBuildApprove, query);
    expect(unlimited.status).toBe(200);
    const { tx } = unlimited.body as SwapBuildApproveResponse;
    expect({ ...tx, data: undefined }).toEqual({
      from: id(holder),
      to: usdc,
      value: '0',
      eip155: { gasPrice: standardGasPrice.toString() },
    });
    const decoded = decodeFunctionData({ abi: erc20Abi, data: tx.data as `0x${string}` });
    expect([decoded.functionName, ...(decoded.args ?? [])]).toEqual([
      'approve',
      expect.stringMatching(new RegExp(fakeSpender, 'i')),
      BigInt(maxUint256),
    ]);
    const some = await swaps.get(cloudPaths.swapBuildApprove, { ...query, amount: '500' });
    const args = decodeFunctionData({
      abi: erc20Abi,
      data: (some.body as SwapBuildApproveResponse).tx.data as `0x${string}`,
    }).args;
    expect(args?.[1]).toBe(500n);
  });

  it('§7 refuses to approve the native coin, or a zero amount', async () => {
    const native400 = await swaps.get(cloudPaths.swapBuildApprove, {
      from: id(native),
      to: id(usdc),
      userAddress: id(holder),
    });
    expect([native400.status, errorMessage(native400.body)]).toEqual([
      400,
      'The native coin needs no approval',
    ]);
    const zero = await swaps.get(cloudPaths.swapBuildApprove, {
      from: id(usdc),
      to: id(native),
      userAddress: id(holder),
      amount: '0',
    });
    expect([zero.status, errorMessage(zero.body)]).toEqual([400, 'amount must be more than 0']);
  });

  const build = (extra: Record<string, unknown> = {}, asProject?: string) =>
    swaps.post(
      cloudPaths.swapBuildTransaction,
      {
        projectId: swaps.projectId,
        amount: '1000',
        from: id(native),
        to: id(usdc),
        userAddress: id(holder),
        ...extra,
      },
      asProject,
    );

  it('§7 builds the swap with its quote and a deadline from the cloud’s clock', async () => {
    const { status, body } = await build({ eip155: { slippage: '2' } });
    expect(status).toBe(200);
    const built = body as SwapBuildTransactionResponse;
    expect(built.tx).toEqual({
      from: id(holder),
      to: fakeRouter,
      data: '0xdeadbeef',
      value: '1000',
      // The chain's estimate for this sender, plus a fifth.
      eip155: { gas: '156000', gasPrice: standardGasPrice.toString() },
    });
    expect(built.deadline).toBe(now / 1000 + 600);
    expect([built.quote.toAmount, built.quote.minimumToAmount, built.quote.slippage]).toEqual([
      '2000',
      '1960',
      '2',
    ]);
    expect(swaps.aggregator?.requests.at(-1)).toMatchObject({ deadline: now / 1000 + 600, slippageBps: 200 });
    const noEstimate = (await build({ disableEstimate: true })).body as SwapBuildTransactionResponse;
    expect(noEstimate.tx.eip155).toEqual({ gasPrice: standardGasPrice.toString() });
  });

  it('§7 refuses a malformed swap body with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'amount must be more than 0'],
      [{ amount: 1000 }, 'amount'],
      [{ to: id(native) }, 'from and to must be different tokens'],
      [{ eip155: { slippage: '60' } }, 'slippage'],
      [{ extra: true }, 'extra'],
      [{ projectId: 'another' }, 'body/projectId differs'],
    ];
    for (const [extra, message] of cases) {
      const { status, body } = await build(extra);
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(errorMessage(body)).toContain(message);
    }
    const forged = await build({ projectId: 'forged0000' }, 'forged0000');
    expect(forged.status).toBe(403);
  });

  it('answers a failing aggregator 502 on every route that asks it, never 500', async () => {
    if (!swaps.aggregator) throw new Error('the fake aggregator is missing');
    swaps.aggregator.mode = 'unavailable';
    try {
      const answers = await Promise.all([
        build(),
        swaps.get(cloudPaths.swapAllowance, { tokenAddress: id(usdc), userAddress: id(holder) }),
        swaps.get(cloudPaths.swapBuildApprove, { from: id(usdc), to: id(native), userAddress: id(holder) }),
      ]);
      expect(answers.map(({ status }) => status)).toEqual([502, 502, 502]);
      swaps.aggregator.mode = 'liquidity';
      const dry = await build();
      expect([dry.status, errorMessage(dry.body)]).toEqual([400, 'Insufficient liquidity']);
    } finally {
      swaps.aggregator.mode = 'ok';
    }
  });

  it('offers swaps in the remote configuration only where an aggregator is configured', async () => {
    const offered = await swaps.get(cloudPaths.projectConfig, {});
    expect((offered.body as ProjectConfigResponse).features.swaps).toEqual(['aggregator']);
    const off = await without.get(cloudPaths.projectConfig, {});
    expect((off.body as ProjectConfigResponse).features.swaps).toBe(false);
    const refused = await without.get(cloudPaths.swapTokens, { chainId: devChain });
    expect([refused.status, errorMessage(refused.body)]).toEqual([
      400,
      chainDataMessages.SWAPS_NETWORK_UNSUPPORTED,
    ]);
  });
});
