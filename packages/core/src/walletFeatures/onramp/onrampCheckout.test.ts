import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOnrampState } from './onrampState.js';
import { setupOnramp } from './test/onrampSetup.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Buys 50 USD of pUSD on the devnet ramp, and waits until the order is pending. */
async function buying(options: Parameters<typeof setupOnramp>[0] = {}) {
  const setup = await setupOnramp(options);
  await setup.quoted('50');
  vi.useFakeTimers();
  setup.portico.buyOnramp();
  await vi.waitFor(() => expect(setup.portico.getState().onramp.status).not.toBe('opening'));
  return setup;
}

describe('on-ramp: the checkout and the order', () => {
  it('Buy opens the checkout window in the click itself, then points it at the provider’s checkout page', async () => {
    const { quoted, portico, windows } = await setupOnramp();
    await quoted('50');
    portico.buyOnramp();
    // Synchronously: a window opened after an await would be refused by the pop-up blocker.
    expect(windows).toHaveLength(1);
    expect(windows[0]?.location.href).toBe('about:blank');
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('pending'));
    expect(windows[0]?.location.href).toBe('https://checkout.test/order-1-abcdef');
  });

  it('the order’s request names the wallet, its network, the currencies, the amount and the quote', async () => {
    const { cloud } = await buying();
    expect(cloud.calls('/v1/generators/onrampurl')[0]?.body).toEqual({
      provider: 'devnet-ramp',
      destinationWallets: [{ address: '0xa11ce', blockchains: ['portico-devnet'], assets: ['PUSD'] }],
      defaultNetwork: 'portico-devnet',
      partnerUserId: 'eip155:31337:0xa11ce',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      paymentCurrency: 'USD',
      purchaseCurrency: 'PUSD',
      paymentMethod: 'card',
      quoteId: 'quote-0-50',
    });
  });

  it('the order is followed until completed; then balances and activity are read again', async () => {
    const { portico, onramp, cloud } = await buying();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(portico.getState().onramp.status).toBe('pending');
    const balanceReads = cloud.requests.filter((r) => r.url.pathname.includes('/balance')).length;
    onramp.settle('order-1-abcdef', 'completed');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('completed'));
    expect(portico.getState().onramp.order?.status).toBe('completed');
    await vi.waitFor(() =>
      expect(cloud.requests.filter((r) => r.url.pathname.includes('/balance')).length).toBeGreaterThan(
        balanceReads,
      ),
    );
    const asked = cloud.calls('/v1/onramp/orders/order-1-abcdef').length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cloud.calls('/v1/onramp/orders/order-1-abcdef')).toHaveLength(asked);
  });

  it('a declined card: the provider’s reason in error, and Retry buys again in a new window', async () => {
    const { portico, onramp, windows } = await buying();
    onramp.settle('order-1-abcdef', 'failed', 'Your card was declined.');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('failed'));
    expect(portico.getState().onramp.error).toBe('Your card was declined.');
    portico.retryOnramp();
    expect(windows).toHaveLength(2);
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('pending'));
    expect(portico.getState().onramp.error).toBeUndefined();
    expect(windows[1]?.location.href).toBe('https://checkout.test/order-2-abcdef');
  });

  it('a failed order without a reason says the purchase failed', async () => {
    const { portico, onramp } = await buying();
    onramp.settle('order-1-abcdef', 'failed');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(portico.getState().onramp.error).toBe('The purchase failed'));
  });

  it('an order that cannot be read is asked again', async () => {
    const { portico, onramp, cloud } = await buying();
    cloud.down = true;
    await vi.advanceTimersByTimeAsync(2_000);
    cloud.down = false;
    onramp.settle('order-1-abcdef', 'completed');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('completed'));
  });

  it('a checkout the cloud refuses closes the window and says why', async () => {
    const { quoted, portico, windows, cloud } = await setupOnramp();
    await quoted('50');
    cloud.routes['/v1/generators/onrampurl'] = () =>
      new Response(
        JSON.stringify({
          code: 'BAD_REQUEST',
          message: 'defaultNetwork must be one of the wallet’s blockchains',
        }),
        {
          status: 400,
        },
      );
    portico.buyOnramp();
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('failed'));
    expect(portico.getState().onramp.error).toBe('defaultNetwork must be one of the wallet’s blockchains');
    expect(windows[0]?.closed).toBe(true);
  });

  it('a checkout URL that is no web page is not opened', async () => {
    const { quoted, portico, windows, cloud } = await setupOnramp();
    await quoted('50');
    cloud.routes['/v1/generators/onrampurl'] = () =>
      new Response(JSON.stringify({ url: 'javascript:alert(1)', orderId: 'order-x-abcdef' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    portico.buyOnramp();
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('failed'));
    expect(portico.getState().onramp.error).toBe('The provider’s checkout page is not a web page');
    expect(windows[0]?.location.href).toBe('about:blank');
    expect(windows[0]?.closed).toBe(true);
  });

  it('a window the pop-up blocker refused: no order, and how to let it open', async () => {
    const { quoted, portico, cloud } = await setupOnramp({ blocked: true });
    await quoted('50');
    portico.buyOnramp();
    await vi.waitFor(() => expect(portico.getState().onramp.error).toMatch(/allow pop-ups/));
    expect(cloud.calls('/v1/generators/onrampurl')).toHaveLength(0);
  });

  it('Buy without a quote closes the window it opened, orders nothing and says what is missing', async () => {
    const { open, portico, windows, cloud } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    portico.buyOnramp();
    await vi.waitFor(() => expect(windows[0]?.closed).toBe(true));
    expect(portico.getState().onramp.error).toBe('Enter an amount');
    expect(cloud.calls('/v1/generators/onrampurl')).toHaveLength(0);
  });

  it('§4 reset returns everything to the defaults and stops following the order', async () => {
    const { portico, cloud } = await buying();
    portico.resetOnramp();
    await vi.waitFor(() => expect(portico.getState().onramp.status).toBe('idle'));
    const { providers, sampleProviders: _, options: __, ...rest } = portico.getState().onramp;
    const { providers: _p, sampleProviders: _s, ...initial } = initialOnrampState;
    expect(JSON.parse(JSON.stringify(rest))).toEqual(initial);
    expect(providers).toEqual(['devnet-ramp']);
    const asked = cloud.calls('/v1/onramp/orders/order-1-abcdef').length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cloud.calls('/v1/onramp/orders/order-1-abcdef')).toHaveLength(asked);
  });

  it('a pending purchase is kept when the providers view shows again', async () => {
    const { portico } = await buying();
    await portico.open({ view: 'OnRampProviders' });
    await vi.advanceTimersByTimeAsync(10);
    expect(portico.getState().onramp.status).toBe('pending');
  });
});
