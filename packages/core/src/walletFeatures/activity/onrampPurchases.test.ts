import { describe, expect, it, vi } from 'vitest';
import type { HistoryTransaction } from '../../cloud/wire/history.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { loadOnrampPurchases } from './onrampPurchases.js';

const purchase = (id: string, minedAt: string): HistoryTransaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'receive',
    status: 'pending',
    sentFrom: 'meld',
    sentTo: '0xa',
  },
  transfers: [],
});

/** A state with `address` connected (or none), as the activity slice reads it. */
function stateOf(address: string | undefined): PorticoState {
  return {
    connection: { activeNamespace: 'eip155' },
    accounts: { eip155: address ? { status: 'connected', address } : { status: 'disconnected' } },
    activity: { coinbaseTransactions: [] },
  } as unknown as PorticoState;
}

describe('loadOnrampPurchases', () => {
  it('merges the providers’ orders newest first; without a connected account it asks nothing', async () => {
    let state = stateOf('0xa');
    const getOnrampHistory = vi.fn(async (_: string, provider: string) => ({
      data:
        provider === 'meld'
          ? [purchase('m1', '2026-01-01T00:00:00Z')]
          : [purchase('c1', '2026-02-01T00:00:00Z')],
      next: null,
    }));
    const env = {
      client: { getOnrampHistory },
      get: () => state,
      set: (update: (s: PorticoState) => PorticoState) => {
        state = update(state);
      },
      logger: { warn: vi.fn() },
    };
    await loadOnrampPurchases(env, ['meld', 'coinbase']);
    expect(state.activity.coinbaseTransactions.map(({ id }) => id)).toEqual(['c1', 'm1']);

    state = stateOf(undefined);
    getOnrampHistory.mockClear();
    await loadOnrampPurchases(env, ['meld']);
    expect(getOnrampHistory).not.toHaveBeenCalled();
  });

  it('a list read for an account that is no longer the active one is dropped', async () => {
    let state = stateOf('0xa');
    const env = {
      client: {
        getOnrampHistory: async () => {
          state = stateOf('0xb');
          return { data: [purchase('m1', '2026-01-01T00:00:00Z')], next: null };
        },
      },
      get: () => state,
      set: (update: (s: PorticoState) => PorticoState) => {
        state = update(state);
      },
      logger: { warn: vi.fn() },
    };
    await loadOnrampPurchases(env, ['meld']);
    expect(state.activity.coinbaseTransactions).toEqual([]);
  });
});
