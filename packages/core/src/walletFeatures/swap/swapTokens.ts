import type { ConvertClient } from '../../cloud/client/convertClient.js';
import { swapNetworkMessages } from '../../cloud/wire/cloudMessages.js';
import type { SwapToken } from '../../cloud/wire/convert.js';
import type { Runtime } from '../../instance/runtime.js';
import type { SwapArguments } from './swapArguments.js';
import { cloudMessage, type SwapContext, swapContext, updateSwap } from './swapContext.js';
import { nativeSwapTokenId, swapsNamespace } from './swapRules.js';

/** A token argument by convert API id or by symbol, either case. */
function findToken(tokens: readonly SwapToken[], wanted: string | undefined): SwapToken | undefined {
  if (!wanted) return undefined;
  const key = wanted.trim().toLowerCase();
  return (
    tokens.find((token) => token.address.toLowerCase() === key) ??
    tokens.find((token) => token.symbol.toLowerCase() === key)
  );
}

/**
 * The network's tokens for the Swap pickers, and the gas price the quotes are priced at. A network the cloud does
 * not swap on is §8 'Network not supported for Swaps'; a gas price it cannot give leaves the quote's own.
 */
export async function loadSwapTokens(rt: Runtime, client: ConvertClient | undefined): Promise<boolean> {
  const namespace = rt.get().connection.activeNamespace;
  if (!client || !swapsNamespace(namespace)) {
    updateSwap(rt, {
      unsupported: swapNetworkMessages.SWAPS_NETWORK_UNSUPPORTED,
      tokens: [],
      caipNetworkId: undefined,
    });
    return false;
  }
  let network: SwapContext['network'];
  try {
    ({ network } = swapContext(rt));
  } catch (error) {
    // No connected eip155 account (opened by the API before connecting): said where Retry is.
    updateSwap(rt, { tokensError: cloudMessage(error), tokens: [], caipNetworkId: undefined });
    return false;
  }
  if (rt.get().swap.caipNetworkId === network.caipNetworkId && rt.get().swap.tokens.length > 0) return true;
  updateSwap(rt, { tokensLoading: true, tokensError: undefined, unsupported: undefined });
  try {
    const [answer, gasPrice] = await Promise.all([
      client.getSwapTokens(network.caipNetworkId),
      client.getGasPrice(network.caipNetworkId).then(
        (prices) => prices.standard,
        (error: unknown) => {
          rt.options.logger.warn(
            `No gas price for ${network.caipNetworkId}: the quotes use their own`,
            error,
          );
          return undefined;
        },
      ),
    ]);
    const native = nativeSwapTokenId(network.caipNetworkId);
    updateSwap(rt, {
      caipNetworkId: network.caipNetworkId,
      tokens: answer.tokens,
      suggested: answer.suggested,
      popular: answer.popular,
      tokensLoading: false,
      gasPrice,
      // The native coin is the "from" token until the visitor or the arguments pick another.
      from: answer.tokens.some((token) => token.address === native) ? native : answer.tokens[0]?.address,
      to: undefined,
      quote: undefined,
      allowance: undefined,
    });
    return true;
  } catch (error) {
    const message = cloudMessage(error);
    const unsupported = message === swapNetworkMessages.SWAPS_NETWORK_UNSUPPORTED;
    if (!unsupported) rt.options.logger.warn('The swap tokens could not be loaded', error);
    updateSwap(rt, {
      tokensLoading: false,
      tokens: [],
      caipNetworkId: undefined,
      ...(unsupported ? { unsupported: message } : { tokensError: message }),
    });
    return false;
  }
}

/** §2 the arguments the Swap view was opened with: the tokens found by id or symbol, and the amount. */
export function applySwapArguments(rt: Runtime, args: SwapArguments | undefined): void {
  if (!args) return;
  const { tokens } = rt.get().swap;
  const from = findToken(tokens, args.fromToken);
  const to = findToken(tokens, args.toToken);
  for (const [given, found] of [
    [args.fromToken, from],
    [args.toToken, to],
  ] as const)
    if (given && !found) rt.options.logger.warn(`The swap token ${given} is not traded on this network`);
  updateSwap(rt, {
    ...(from ? { from: from.address } : {}),
    ...(to && to.address !== (from?.address ?? rt.get().swap.from) ? { to: to.address } : {}),
    ...(args.amount ? { exact: 'from', fromAmount: args.amount, toAmount: '' } : {}),
    status: 'idle',
    error: undefined,
  });
}
