import { rawSummaryText, summarizeRequestText } from '@portico/core/adapters';
import { type FrameSummary, shownSummary } from '../i18n/frameSummary.js';
import { frameText } from '../i18n/frameText.js';
import { userRejected } from '../rpc/approvalErrors.js';
import type { ApprovalRequest } from '../visitor/visitor.js';
import { h, uniqueId } from './dom.js';
import { watchVisibility } from './visibilityGuard.js';

/**
 * Core's readable summary. The frame knows no token list it could trust (the page's is the page's): ERC-20 and SPL
 * amounts show in raw units beside their contract or mint.
 */
function summaryOf(request: ApprovalRequest): FrameSummary {
  try {
    return summarizeRequestText(request, { tokens: [] });
  } catch {
    // Parameters no summary can read are shown as they came: the visitor still decides on what is sent.
    return rawSummaryText(request);
  }
}

export interface Screen {
  element: HTMLElement;
  /** The element that takes focus when the screen shows. */
  focusTarget: HTMLElement;
  /** Stops timers and observers; the screen is being removed. */
  dispose(): void;
}

/** A message with one `{name}` placeholder, its value bold, in the message's own word order. */
function withStrong(doc: Document, message: string, name: string, value: string): (string | HTMLElement)[] {
  const [before = '', after = ''] = message.split(`{${name}}`);
  return [before, h(doc, 'strong', {}, value), after];
}

/**
 * The approval of one unsafe request, in the frame's document: who asks, on which network, the readable summary,
 * Reject and Approve. Approve counts only a trusted click (`isTrusted`: a real pointer or key, never a script's
 * `click()`) while the visibility guard is armed; the screen settles once.
 */
export function approvalScreen(
  doc: Document,
  request: ApprovalRequest,
  settle: (outcome: { approved: true } | { approved: false; error: Error }) => void,
  /** Told when the approval is in view, unobscured, long enough to be approved. */
  onSeen: () => void,
): Screen {
  // Written out now, in the frame's locale: Portico's words translated, the request's data exactly as it came.
  const summary = shownSummary(request.summary ?? summaryOf(request));
  const headingId = uniqueId('approval');
  const heading = h(doc, 'h1', { id: headingId, tabindex: '-1' }, summary.title);
  const rows = h(doc, 'dl', { class: 'summary' });
  for (const row of summary.rows) rows.append(h(doc, 'dt', {}, row.label), h(doc, 'dd', {}, row.value));
  const hint = h(doc, 'p', { class: 'hint', role: 'status' }, frameText('approveHint'));
  const reject = h(doc, 'button', { type: 'button', class: 'secondary' }, frameText('reject'));
  const approve = h(
    doc,
    'button',
    { type: 'button', class: 'primary', disabled: true },
    frameText('approve'),
  );
  const actions = h(doc, 'div', { class: 'actions' }, reject, approve);
  const element = h(
    doc,
    'section',
    { class: 'screen', 'aria-labelledby': headingId },
    heading,
    h(doc, 'p', { class: 'origin' }, ...withStrong(doc, frameText('requestFrom'), 'origin', request.origin)),
    h(doc, 'p', { class: 'network' }, frameText('network', { network: request.caipNetworkId })),
    rows,
    hint,
    actions,
  );

  let done = false;
  const finish = (outcome: Parameters<typeof settle>[0]) => {
    if (done) return;
    done = true;
    dispose();
    settle(outcome);
  };
  // The row of buttons is what must be in view: the button itself changes its look while disabled.
  const guard = watchVisibility(actions, (armed) => {
    if (armed) onSeen();
    approve.disabled = !armed;
    // Hidden, not removed: the frame keeps its height, so the modal around it does not move.
    hint.classList.toggle('armed', armed);
  });
  const dispose = () => guard.stop();

  reject.addEventListener('click', (event) => {
    if (event.isTrusted) finish({ approved: false, error: userRejected() });
  });
  approve.addEventListener('click', (event) => {
    if (event.isTrusted && guard.armed()) finish({ approved: true });
  });
  return { element, focusTarget: heading, dispose };
}
