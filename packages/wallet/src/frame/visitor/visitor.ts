import type { CaipNetworkId, ChainNamespace } from '@portico/core';
import type { FrameSummary } from '../i18n/frameSummary.js';

/** An unsafe request as the frame shows it to the visitor: who asks (the page's origin), where and what. */
export interface ApprovalRequest {
  origin: string;
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  method: string;
  params?: unknown;
  /** What the approval shows of it, read by the frame (frame/approval); absent: core's summary of the parameters. */
  summary?: FrameSummary;
}

/**
 * The visitor, met only in the frame's own document: nothing the page sends can stand in for their click or their
 * typing. The browser's frame UI (`frame/ui`) implements it; Node tests script one.
 */
export interface Visitor {
  /**
   * Shows the request and resolves once the visitor approved it with a trusted click in this document while the
   * frame was visible; rejects with 4001 when they reject it, 4100 when the frame is never shown, or with the
   * signal's reason.
   */
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<void>;
  /** A new wallet's recovery password, chosen (strong enough, typed twice) in this document. */
  choosePassword(signal: AbortSignal): Promise<string>;
  /**
   * The recovery password of a wallet this device does not hold yet: each submitted password goes to `unlock`
   * until it succeeds (its failure is shown and the visitor may try again).
   */
  enterPassword(unlock: (password: string) => Promise<void>, signal: AbortSignal): Promise<void>;
}
