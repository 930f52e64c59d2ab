import { chainDataMessages } from '@portico/core/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestProject, sendCloudError } from '../edge/index.js';
import { ChainReadFailed } from './erc20Allowance.js';
import { SwapUnavailable } from './swapAggregator.js';
import { BadSwapInput, SwapNetworkUnsupported } from './swapInput.js';

/**
 * Runs a convert handler for a project whose swaps are on (403 otherwise: its owner turned them off, so its project id
 * buys no quotes or transactions) and answers its refusals: bad input and unsupported networks 400, no liquidity 400
 * 'Insufficient liquidity', the aggregator or the chain failing 502 (logged with its cause, never its key).
 * Anything else is a fault of the cloud's and goes on to the error handler.
 */
export async function answerSwap<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: () => Promise<T>,
): Promise<T | FastifyReply> {
  const { swaps } = requestProject(request).features;
  if (swaps === false || swaps.length === 0) {
    return sendCloudError(reply, 403, 'FEATURE_DISABLED', 'Swaps are turned off for this project');
  }
  try {
    return await handle();
  } catch (error) {
    if (error instanceof BadSwapInput) return sendCloudError(reply, 400, 'BAD_REQUEST', error.message);
    if (error instanceof SwapNetworkUnsupported) {
      return sendCloudError(reply, 400, 'BAD_REQUEST', chainDataMessages.SWAPS_NETWORK_UNSUPPORTED);
    }
    if (error instanceof SwapUnavailable && error.reason === 'liquidity') {
      return sendCloudError(reply, 400, 'BAD_REQUEST', 'Insufficient liquidity');
    }
    if (error instanceof SwapUnavailable) {
      request.log.warn({ err: error }, 'convert: the swap aggregator failed');
      return sendCloudError(reply, 502, 'SERVER_ERROR', 'Swaps are unavailable now; try again later');
    }
    if (error instanceof ChainReadFailed) {
      request.log.warn({ err: error }, 'convert: the chain read failed');
      return sendCloudError(reply, 502, 'SERVER_ERROR', 'The network cannot be read now; try again later');
    }
    throw error;
  }
}
