import type { WalletKitTypes } from '@reown/walletkit';

export type SessionProposal = WalletKitTypes.SessionProposal;

/** What happens to the next proposal: the default (approved), held for the test, or rejected with a code. */
type Plan = { hold: true } | { reject: number };

/**
 * The wallet's answers to session proposals as the test arranges them: plans for the next proposals (each
 * plan catches one, in order), the proposals held until answered, and every proposal seen.
 */
export function createProposalControls() {
  let plans: Plan[] = [];
  const held: SessionProposal[] = [];
  const seen: SessionProposal[] = [];
  let waiters: Array<(proposal: SessionProposal) => void> = [];

  return {
    holdNext(): void {
      plans.push({ hold: true });
    },
    rejectNext(code: number): void {
      plans.push({ reject: code });
    },
    /** Records a proposal and says what to do with it: `hold` (kept in `held`), `approve` or a code to reject with. */
    arrive(proposal: SessionProposal): 'hold' | 'approve' | number {
      seen.push(proposal);
      const plan = plans.shift();
      const decision = plan === undefined ? 'approve' : 'hold' in plan ? 'hold' : plan.reject;
      if (decision === 'hold') held.push(proposal);
      for (const wake of waiters.splice(0)) wake(proposal);
      return decision;
    },
    /** Resolves with the next proposal to arrive, once the plan for it has been applied. */
    next(): Promise<SessionProposal> {
      return new Promise((resolve) => waiters.push(resolve));
    },
    /** Takes the oldest held proposal; throws when none is held. */
    takeHeld(): SessionProposal {
      const proposal = held.shift();
      if (proposal === undefined) throw new Error('No session proposal is held');
      return proposal;
    },
    get held(): readonly SessionProposal[] {
      return [...held];
    },
    get seen(): readonly SessionProposal[] {
      return [...seen];
    },
    clear(): void {
      plans = [];
      waiters = [];
    },
  };
}
