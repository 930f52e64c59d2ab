import type { ConvertClient } from '../../cloud/client/convertClient.js';
import type { SwapBuildTransactionResponse, SwapTokenId } from '../../cloud/wire/convert.js';
import type { PorticoPorts } from '../../instance/ports.js';
import type { Runtime } from '../../instance/runtime.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { explorerUrl } from '../send/sendContext.js';
import { selectSwapButton, swapBlocker } from './selectors.js';
import type { SwapApi } from './swapApi.js';
import type { SwapArguments } from './swapArguments.js';
import { cloudMessage, type SwapContext, swapContext, updateSwap } from './swapContext.js';
import { createSwapForm } from './swapForm.js';
import { swapMessages } from './swapMessages.js';
import { createQuoter } from './swapQuote.js';
import { isNativeSwapToken } from './swapRules.js';
import { applySwapArguments, loadSwapTokens } from './swapTokens.js';
import { type SwapOutcome, swapWallet } from './swapWallet.js';

/** How often the quote is asked again while the Swap view is shown, and how long typing rests before it is. */
const quoteRefreshMs = 10_000;
const inputSettleMs = 400;

/** A step of the swap that failed with a message of its own. */
class SwapFailure extends Error {}

/** The public swap actions, and the start of a session when the Swap view shows. */
export interface SwapActions extends SwapApi {
  /** The Swap view is shown: tokens, the arguments it was opened with, the quote, then a refresh every 10 s. */
  start(args: SwapArguments | undefined): Promise<void>;
}

const expired = (built: SwapBuildTransactionResponse) => built.deadline * 1000 <= Date.now();

/**
 * The swap's actions on the instance's runtime and ports: Portico Cloud (the convert client), and the balances,
 * account and activity read again after a swap.
 */
export function createSwapActions(rt: Runtime, ports: PorticoPorts): SwapActions {
  const { client } = ports.cloud;
  /** Whether the Swap view is shown (the refresh stops when it is not). */
  const shown = () => rt.get().modal.open && rt.get().router.view === 'Swap';
  const afterSwap = () =>
    Promise.all([
      ports.account.refreshBalance(),
      ports.tokenBalances.fetchTokenBalances(true),
      ports.activity.refreshTransactions(),
    ]);
  const quoter = client && createQuoter({ rt, client, messageOf: cloudMessage });
  let session = 0;
  let lastArgs: SwapArguments | undefined;
  const refreshQuote = async () => quoter?.refreshQuote();
  const tick = (run: number) =>
    rt.later(quoteRefreshMs, () => {
      if (run !== session || !shown()) return;
      refreshQuote()
        .catch((error: unknown) => rt.options.logger.warn('The swap quote could not be refreshed', error))
        .finally(() => tick(run));
    });

  async function start(args: SwapArguments | undefined) {
    const run = ++session;
    lastArgs = args;
    const loaded = await loadSwapTokens(rt, client);
    if (run !== session || !loaded) return;
    applySwapArguments(rt, args);
    await refreshQuote();
    tick(run);
  }

  /** Approves when the allowance is short, then swaps: one batch when the wallet does them atomically. */
  async function execute(
    api: ConvertClient,
    context: SwapContext,
  ): Promise<SwapOutcome & { built: SwapBuildTransactionResponse }> {
    const { swap } = context.state;
    const from = swap.from as SwapTokenId;
    const to = swap.to as SwapTokenId;
    const amount = swap.quote?.fromAmount ?? '0';
    const { userAddress } = context;
    const wallet = await swapWallet(rt, context);
    const needsApproval =
      !isNativeSwapToken(from) &&
      BigInt((await api.getSwapAllowance(from, userAddress)).allowance) < BigInt(amount);
    const build = () =>
      api.buildSwapTransaction({
        amount,
        from,
        to,
        userAddress,
        eip155: { slippage: String(swap.slippage) },
      });
    let built = await build();
    if (expired(built)) built = await build();
    if (!needsApproval) {
      updateSwap(rt, { status: 'swapping' });
      return { ...(await wallet.send(built.tx)), built };
    }
    const approve = await api.buildSwapApprove({ userAddress, from, to, amount });
    if (await wallet.atomic()) {
      updateSwap(rt, { status: 'swapping' });
      return { ...(await wallet.sendBatch([approve.tx, built.tx])), built };
    }
    updateSwap(rt, { status: 'approving' });
    const approval = await wallet.send(approve.tx);
    if (approval.status === 'reverted') throw new SwapFailure(swapMessages.approvalReverted);
    // The approval took its time: a quote past its deadline is built again.
    if (expired(built)) built = await build();
    updateSwap(rt, { status: 'swapping' });
    return { ...(await wallet.send(built.tx)), built };
  }

  async function confirmSwap() {
    if (!client) return;
    const context = swapContext(rt);
    const blocker =
      swapBlocker(context.state) ?? (context.state.swap.quote ? undefined : swapMessages.enterAmount);
    if (blocker) return updateSwap(rt, { status: 'error', error: blocker });
    quoter?.cancel();
    // The button said Approve: the swap starts there (the wallet's batch capability may turn it into one step).
    const approving = selectSwapButton(context.state).label.startsWith('Approve');
    updateSwap(rt, {
      status: approving ? 'approving' : 'swapping',
      error: undefined,
      hash: undefined,
      explorerUrl: undefined,
    });
    try {
      const outcome = await execute(client, context);
      if (outcome.status === 'reverted')
        throw new SwapFailure(expired(outcome.built) ? swapMessages.quoteExpired : swapMessages.swapReverted);
      const url = explorerUrl(context.network, outcome.hash);
      updateSwap(rt, { status: 'success', hash: outcome.hash, explorerUrl: url, allowance: undefined });
      await afterSwap().catch((error: unknown) =>
        rt.options.logger.warn('Balances could not be read again after the swap', error),
      );
    } catch (error) {
      const rejected = rpcErrorCode(error) === rpcErrorCodes.userRejected;
      const message = rejected
        ? swapMessages.rejected
        : error instanceof SwapFailure
          ? error.message
          : cloudMessage(error);
      if (!rejected) rt.options.logger.warn('The swap failed', error);
      updateSwap(rt, { status: 'error', error: message });
    }
  }

  // Another eip155 network while the view is shown: its own tokens, and the arguments again.
  rt.store.subscribe(
    (state) => state.networks.byNamespace.eip155?.caipNetwork?.caipNetworkId,
    () => {
      if (shown())
        start(lastArgs).catch((error: unknown) => rt.options.logger.warn('Swaps could not start', error));
    },
  );

  let input = 0;
  const requote = () => {
    const settled = ++input;
    rt.later(inputSettleMs, () => {
      if (settled !== input || !shown()) return;
      refreshQuote().catch((error: unknown) =>
        rt.options.logger.warn('The swap quote could not be had', error),
      );
    });
  };

  return {
    ...createSwapForm(rt, requote),
    start,
    refreshSwapQuote: refreshQuote,
    confirmSwap,
    async retrySwap() {
      const { swap } = rt.get();
      if (swap.tokensError) return start(lastArgs);
      if (swap.status === 'error' && swap.quote) return confirmSwap();
      await refreshQuote();
    },
  };
}
