import type { PorticoState } from '../../instance/porticoState.js';
import type { CallsStatusPhase } from './callsStatusState.js';

/** What the CallsStatus view shows: the phase, each transaction with its explorer link, and a read failure. */
export interface CallsStatusView {
  id?: string;
  phase: CallsStatusPhase;
  transactions: readonly { hash: string; url?: string }[];
  error?: string;
}

export function selectCallsStatus(state: PorticoState): CallsStatusView {
  const { id, phase, caipNetworkId, transactionHashes, error } = state.callsStatus;
  const network = state.networks.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
  const explorer = network?.blockExplorers?.default.url.replace(/\/+$/, '');
  return {
    ...(id === undefined ? {} : { id }),
    phase,
    transactions: transactionHashes.map((hash) =>
      explorer ? { hash, url: `${explorer}/tx/${hash}` } : { hash },
    ),
    ...(error === undefined ? {} : { error }),
  };
}
