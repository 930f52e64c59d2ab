import { afterEach, describe, expect, it, vi } from 'vitest';
import { solana } from '../../domain/networks/solana.js';
import { setupEmbedded } from '../../embeddedWallet/rules/test/setupEmbedded.js';
import { devnet, testnet } from '../../portico/test/setupPortico.js';
import { selectCallsStatus } from './selectors.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hash = `0x${'ab'.repeat(32)}`;
const scanned = {
  ...devnet,
  blockExplorers: { default: { name: 'Devnet Scan', url: 'https://scan.test/' } },
};

/**
 * The embedded wallet connected on devnet (with a block explorer); its provider answers wallet_getCallsStatus with
 * the queued answers in turn (the last one again).
 */
async function connected(answers: unknown[]) {
  const parts = await setupEmbedded({ overrides: { networks: [scanned, testnet, solana] } });
  await parts.portico.connect('auth', { namespace: 'eip155' });
  const asked: unknown[] = [];
  Object.assign(parts.fake.base.provider('auth', 'eip155'), {
    async request({ method, params }: { method: string; params?: unknown }) {
      asked.push([method, params]);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const gate = parts.fake.gate();
  if (!gate) throw new Error('core handed no gate');
  const run = vi.fn(async () => 'from the frame');
  const showCallsStatus = (params: unknown) =>
    gate(
      { namespace: 'eip155', caipNetworkId: scanned.caipNetworkId, method: 'wallet_showCallsStatus', params },
      run,
    );
  return { ...parts, asked, run, showCallsStatus };
}

const status = (code: number, receipts: unknown[] = []) => ({
  version: '2.0.0',
  id: '0xb1',
  chainId: '0x7a69',
  status: code,
  atomic: true,
  receipts,
});

describe('wallet_showCallsStatus of the embedded wallet (EIP-5792)', () => {
  it('opens CallsStatus on the batch, answers null without asking the frame, and reads wallet_getCallsStatus', async () => {
    const { portico, asked, run, showCallsStatus } = await connected([
      status(200, [{ transactionHash: hash, status: '0x1' }]),
    ]);
    await expect(showCallsStatus(['0xb1'])).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().router.view).toBe('CallsStatus');
    await vi.waitFor(() => expect(selectCallsStatus(portico.getState()).phase).toBe('success'));
    expect(asked).toEqual([['wallet_getCallsStatus', ['0xb1']]]);
    expect(selectCallsStatus(portico.getState())).toEqual({
      id: '0xb1',
      phase: 'success',
      transactions: [{ hash, url: `https://scan.test/tx/${hash}` }],
    });
  });

  it('a pending batch is read again every 2 s while shown, until it lands or fails', async () => {
    const { portico, asked, showCallsStatus } = await connected([status(100), status(100), status(500)]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await showCallsStatus(['0xb1']);
    await vi.waitFor(() => expect(selectCallsStatus(portico.getState()).phase).toBe('pending'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(selectCallsStatus(portico.getState()).phase).toBe('failure'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(3);
  });

  it('closing the view stops the reading', async () => {
    const { portico, asked, showCallsStatus } = await connected([status(100)]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await showCallsStatus(['0xb1']);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    portico.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['no params', undefined],
    ['an empty id', ['']],
    ['an id that is no string', [{ id: '0xb1' }]],
  ])('bad input (%s) is refused with -32602 and opens nothing', async (_case, params) => {
    const { portico, run, showCallsStatus } = await connected([status(200)]);
    await expect(showCallsStatus(params)).rejects.toMatchObject({ code: -32602 });
    expect(run).not.toHaveBeenCalled();
    expect(portico.getState().modal.open).toBe(false);
  });

  it('a status the wallet cannot give is shown with its message and logged; Retry reads it again', async () => {
    const { portico, log, showCallsStatus } = await connected([new Error('Unknown bundle id'), status(200)]);
    await showCallsStatus(['0xb1']);
    await vi.waitFor(() => expect(selectCallsStatus(portico.getState()).error).toBe('Unknown bundle id'));
    expect(log.messages('warn').some((message) => message.includes('0xb1'))).toBe(true);
    await portico.showCallsStatus('0xb1');
    expect(selectCallsStatus(portico.getState())).toMatchObject({ phase: 'success', transactions: [] });
    // The retry did not stack the view.
    expect(portico.getState().router.history.filter(({ view }) => view === 'CallsStatus')).toHaveLength(1);
  });

  it('an answer of another shape is the wallet’s fault, shown as such', async () => {
    const { portico, showCallsStatus } = await connected([{ status: 'LOST' }]);
    await showCallsStatus(['0xb1']);
    await vi.waitFor(() =>
      expect(selectCallsStatus(portico.getState()).error).toBe('The wallet answered an unknown calls status'),
    );
  });
});
