import { afterEach, describe, expect, it, vi } from 'vitest';
import { onrampPurchaseRows } from './selectors.js';
import { setupOnramp } from './test/onrampSetup.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const purchases = (setup: Awaited<ReturnType<typeof setupOnramp>>) =>
  onrampPurchaseRows(setup.portico.getState().activity.coinbaseTransactions).map(
    ({ title, provider, status }) => `${title} · ${provider} · ${status}`,
  );

describe('on-ramp: the purchases (§3 coinbaseTransactions)', () => {
  it('a purchase is listed as it ends, newest first, from history?onramp= of each provider; the view reads them again', async () => {
    const setup = await setupOnramp();
    await setup.quoted('50');
    vi.useFakeTimers();
    setup.portico.buyOnramp();
    await vi.waitFor(() => expect(setup.portico.getState().onramp.status).toBe('pending'));
    setup.onramp.settle('order-1-abcdef', 'failed', 'Your card was declined.');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() =>
      expect(purchases(setup)).toEqual(['49.250000 PUSD · Portico Devnet Ramp · Failed']),
    );

    setup.portico.retryOnramp();
    await vi.waitFor(() => expect(setup.portico.getState().onramp.status).toBe('pending'));
    setup.onramp.settle('order-2-abcdef', 'completed');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() =>
      expect(purchases(setup)).toEqual([
        '49.250000 PUSD · Portico Devnet Ramp · Completed',
        '49.250000 PUSD · Portico Devnet Ramp · Failed',
      ]),
    );
    const asked = setup.cloud.requests.filter((r) => r.url.searchParams.get('onramp') === 'devnet-ramp');
    expect(asked.map((r) => r.url.pathname)).toContain('/v1/account/0xa11ce/history');
  });

  it('the providers view reads the purchases; one provider that cannot answer hides only its own (logged)', async () => {
    const setup = await setupOnramp();
    const history = '/v1/account/0xa11ce/history';
    setup.cloud.routes[history] = (url) =>
      url.searchParams.get('onramp') === 'devnet-ramp'
        ? new Response(JSON.stringify({ code: 'SERVER_ERROR', message: 'down' }), { status: 502 })
        : new Response(JSON.stringify({ data: [], next: null }));
    await setup.portico.open({ view: 'OnRampProviders' });
    await vi.waitFor(() =>
      expect(setup.cloud.requests.some((r) => r.url.searchParams.get('onramp') === 'devnet-ramp')).toBe(true),
    );
    await vi.waitFor(() =>
      expect(setup.log.messages('warn').join('\n')).toContain('The on-ramp purchases of devnet-ramp'),
    );
    expect(setup.portico.getState().activity.coinbaseTransactions).toEqual([]);
  });
});
