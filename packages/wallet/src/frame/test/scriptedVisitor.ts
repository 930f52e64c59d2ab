import { notAuthorized, userRejected } from '../rpc/approvalErrors.js';
import type { ApprovalRequest, Visitor } from '../visitor/visitor.js';

/** A strong recovery password (zxcvbn score 4) the tests type by default. */
export const strongPassword = 'correct horse battery staple';

/** The visitor of a Node test: decides approvals and types passwords as scripted, recording what it was shown. */
export interface ScriptedVisitor extends Visitor {
  /** Every request the frame asked about, in order. */
  shown: ApprovalRequest[];
  /** What the visitor does with the next approvals: approve, reject (4001), or never see them (4100). */
  decision: 'approve' | 'reject' | 'unseen';
  /** The passwords the visitor types, in order (the last one is typed again when the list runs out). */
  passwords: string[];
  /** The failures the password form showed. */
  formErrors: string[];
}

export function scriptedVisitor(): ScriptedVisitor {
  const visitor: ScriptedVisitor = {
    shown: [],
    decision: 'approve',
    passwords: [strongPassword],
    formErrors: [],
    async approve(request, signal) {
      signal.throwIfAborted();
      visitor.shown.push(request);
      if (visitor.decision === 'reject') throw userRejected();
      if (visitor.decision === 'unseen') throw notAuthorized();
    },
    async choosePassword(signal) {
      signal.throwIfAborted();
      return typed();
    },
    async enterPassword(unlock, signal) {
      for (;;) {
        signal.throwIfAborted();
        const password = typed();
        try {
          return await unlock(password);
        } catch (error) {
          visitor.formErrors.push((error as Error).message);
          if (visitor.passwords.length === 0) throw error;
        }
      }
    },
  };
  const typed = () => (visitor.passwords.length > 1 ? visitor.passwords.shift() : visitor.passwords[0]) ?? '';
  return visitor;
}
