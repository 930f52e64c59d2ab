import { type RequestSummaryText, rawSummaryText, summarizeRequestText } from '@portico/core/adapters';
import { type Address, isAddress } from 'viem';
import type { FrameLog } from '../app/frameLog.js';
import type { FrameSummary } from '../i18n/frameSummary.js';
import type { ApprovalRequest } from '../visitor/visitor.js';
import { swapSummary, withSwapTitle } from './swapSummary.js';
import type { TrustedTokens } from './trustedTokens.js';

type Unsummarised = Omit<ApprovalRequest, 'origin' | 'summary'>;

/** The calls of an EVM request that moves value, with the account sending them. */
function callsOf({ method, params }: Unsummarised): { calls: Record<string, unknown>[]; from: unknown } {
  const [first] = Array.isArray(params) ? params : [];
  if (typeof first !== 'object' || first === null) return { calls: [], from: undefined };
  const request = first as Record<string, unknown>;
  if (method === 'eth_sendTransaction') return { calls: [request], from: request.from };
  if (method === 'wallet_sendCalls' && Array.isArray(request.calls)) {
    return {
      calls: request.calls.filter((call) => typeof call === 'object' && call !== null),
      from: request.from,
    };
  }
  return { calls: [], from: undefined };
}

/**
 * What the frame's approval shows of a request: core's readable summary with ERC-20 amounts named by the frame's
 * own cloud's token list, titled by the swap when one of its calls is a swap through the cloud's router. Without
 * the list (the cloud did not answer) amounts show in raw units, as before. Portico's words in it are by key,
 * written out in the frame's locale when the approval shows (`shownSummary`); the request's data are strings.
 */
export async function approvalSummary(
  request: Unsummarised,
  tokensOf: (caipNetworkId: ApprovalRequest['caipNetworkId']) => Promise<TrustedTokens>,
  sender: () => Promise<Address>,
  log: FrameLog,
): Promise<FrameSummary> {
  const { calls, from } = request.namespace === 'eip155' ? callsOf(request) : { calls: [], from: undefined };
  let tokens: TrustedTokens | undefined;
  if (calls.length > 0) {
    try {
      tokens = await tokensOf(request.caipNetworkId);
    } catch (error) {
      log('approval: the token list is unavailable, amounts show in raw units', error);
    }
  }
  let summary: RequestSummaryText;
  try {
    summary = summarizeRequestText(request, {
      tokens: tokens?.list ?? [],
      ...(tokens ? { network: { nativeCurrency: { name: tokens.native.symbol, ...tokens.native } } } : {}),
    });
  } catch {
    // Parameters no summary can read are shown as they came: the visitor still decides on what is sent.
    return rawSummaryText(request);
  }
  if (tokens?.router === undefined) return summary;
  const account = typeof from === 'string' && isAddress(from) ? from : await sender();
  const swap = calls.map((call) => swapSummary(call, account, tokens)).find((found) => found !== undefined);
  return withSwapTitle(summary, swap);
}
