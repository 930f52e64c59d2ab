import type { WalletKitTypes } from '@reown/walletkit';

export type SessionProposal = WalletKitTypes.SessionProposal;
export type SessionAuthenticate = WalletKitTypes.SessionAuthenticate;

/**
 * What the wallet's user is asked to connect: a session proposal, or a one-click authentication request
 * (`wc_sessionAuthenticate`, CAIP-222: connect and sign in in one step).
 */
export type ConnectionRequest =
  | { kind: 'proposal'; proposal: SessionProposal }
  | { kind: 'authentication'; authentication: SessionAuthenticate };

/** What happens to the next request: the default (approved), held for the test, or rejected with a code. */
type Plan = { hold: true } | { reject: number };

/**
 * The wallet's answers to connection requests as the test arranges them: plans for the next requests (each plan
 * catches one, of either kind, in order), the requests held until answered, and every request seen.
 */
export function createConnectionRequestControls() {
  let plans: Plan[] = [];
  const held: ConnectionRequest[] = [];
  const seen: ConnectionRequest[] = [];
  let waiters: Array<(request: ConnectionRequest) => boolean> = [];

  return {
    holdNext(): void {
      plans.push({ hold: true });
    },
    rejectNext(code: number): void {
      plans.push({ reject: code });
    },
    /** Records a request and says what to do with it: `hold` (kept in `held`), `approve` or a code to reject with. */
    arrive(request: ConnectionRequest): 'hold' | 'approve' | number {
      seen.push(request);
      const plan = plans.shift();
      const decision = plan === undefined ? 'approve' : 'hold' in plan ? 'hold' : plan.reject;
      if (decision === 'hold') held.push(request);
      waiters = waiters.filter((wake) => !wake(request));
      return decision;
    },
    /** Resolves with the next request of `kind` to arrive, once the plan for it has been applied. */
    next<K extends ConnectionRequest['kind']>(kind: K): Promise<Extract<ConnectionRequest, { kind: K }>> {
      return new Promise((resolve) =>
        waiters.push((request) => {
          if (request.kind !== kind) return false;
          resolve(request as Extract<ConnectionRequest, { kind: K }>);
          return true;
        }),
      );
    },
    /** Takes the oldest held request; throws when none is held. */
    takeHeld(): ConnectionRequest {
      const request = held.shift();
      if (request === undefined) throw new Error('No connection request is held');
      return request;
    },
    held<K extends ConnectionRequest['kind']>(kind: K): Extract<ConnectionRequest, { kind: K }>[] {
      return held.filter(
        (request): request is Extract<ConnectionRequest, { kind: K }> => request.kind === kind,
      );
    },
    seen<K extends ConnectionRequest['kind']>(kind: K): Extract<ConnectionRequest, { kind: K }>[] {
      return seen.filter(
        (request): request is Extract<ConnectionRequest, { kind: K }> => request.kind === kind,
      );
    },
    /** How many requests are held now. */
    get heldCount(): number {
      return held.length;
    },
    clear(): void {
      plans = [];
      waiters = [];
    },
  };
}
