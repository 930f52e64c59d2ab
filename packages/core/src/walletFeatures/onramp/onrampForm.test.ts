import { afterEach, describe, expect, it, vi } from 'vitest';
import { solana } from '../../domain/networks/solana.js';
import { phantom } from '../../portico/test/setupPortico.js';
import { devnetRampOptions, setupOnramp } from './test/onrampSetup.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const usdc = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'portico-devnet',
      display_name: 'Portico Devnet',
      chain_id: 'eip155:31337',
      contract_address: '0x1',
    },
  ],
};

describe('on-ramp: providers, options, the form and the live quote', () => {
  it.each([
    ['a string', 'devnet-ramp'],
    ['a list with a number', ['devnet-ramp', 7]],
    ['an object', { 'devnet-ramp': true }],
  ])('[§5 onramp-providers] a providers list that is %s means no providers', async (_, remote) => {
    const { open, portico, cloud } = await setupOnramp({ remote });
    await open();
    expect(portico.getState().onramp.providers).toEqual([]);
    expect(cloud.calls('/v1/onramp/options')).toHaveLength(0);
  });

  it('[§5 onramp-providers] an array of strings: each provider with its options, fetched per provider', async () => {
    const { open, portico, cloud } = await setupOnramp({
      providers: { 'devnet-ramp': { options: devnetRampOptions }, coinbase: { options: devnetRampOptions } },
    });
    await open();
    const { onramp } = portico.getState();
    expect(onramp.providers).toEqual(['devnet-ramp', 'coinbase']);
    expect(onramp.sampleProviders).toEqual([]);
    expect(cloud.calls('/v1/onramp/options').map((call) => call.url.searchParams.get('provider'))).toEqual([
      'devnet-ramp',
      'coinbase',
    ]);
  });

  it('picking a provider shows its form: USD paid, the network’s currency bought (pUSD on the devnet)', async () => {
    const { open, portico } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    const { onramp, router } = portico.getState();
    expect(router.view).toBe('OnRampBuy');
    expect([onramp.selectedProvider, onramp.paymentCurrency, onramp.purchaseCurrency]).toEqual([
      'devnet-ramp',
      'USD',
      'PUSD',
    ]);
    expect(onramp.purchaseCurrencies.map((currency) => currency.id)).toEqual(['PUSD']);
    expect(onramp.paymentCurrencies.map((currency) => currency.id)).toEqual(['EUR', 'USD']);
  });

  it('USDC is bought by default where the network offers it', async () => {
    const options = {
      ...devnetRampOptions,
      purchaseCurrencies: [...devnetRampOptions.purchaseCurrencies, usdc],
    };
    const { open, portico } = await setupOnramp({ providers: { meld: { options } } });
    await open();
    await portico.selectOnrampProvider('meld');
    expect(portico.getState().onramp.purchaseCurrency).toBe('USDC');
  });

  it('on Solana the SOL of the options is bought', async () => {
    const { open, portico } = await setupOnramp();
    await portico.switchActiveNetwork(solana.caipNetworkId);
    await portico.connect(phantom.id);
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    expect(portico.getState().onramp.purchaseCurrency).toBe('SOL');
  });

  it('the amount is checked against the card’s limits in the cloud’s words, and no quote is asked outside them', async () => {
    const { open, portico, cloud } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    const errorFor = async (amount: string) => {
      portico.setOnrampAmount(amount);
      expect(await portico.refreshOnrampQuote()).toBeNull();
      return portico.getState().onramp.amountError;
    };
    expect(await errorFor('9.99')).toBe('Minimum amount is 10.00 USD');
    expect(await errorFor('7500.01')).toBe('Maximum amount is 7500.00 USD');
    expect(await errorFor('abc')).toBe('Enter a valid amount');
    expect(await errorFor('0')).toBe('Enter a valid amount');
    expect(await errorFor('')).toBeUndefined();
    expect(cloud.calls('/v1/onramp/quote')).toHaveLength(0);
    portico.setOnrampPaymentCurrency('EUR');
    expect(await errorFor('5')).toBe('Minimum amount is 10.00 EUR');
  });

  it('§4 quotesLoading is true while the quote is asked and false after; the quote gives the fee and total', async () => {
    const { open, portico, cloud } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    portico.setOnrampAmount('50');
    const asking = portico.refreshOnrampQuote();
    expect(portico.getState().onramp.quotesLoading).toBe(true);
    const quote = await asking;
    const { onramp } = portico.getState();
    expect(onramp.quotesLoading).toBe(false);
    expect(quote?.providerFee.amount).toBe('0.75');
    expect(onramp.quote?.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' });
    expect(onramp.purchaseAmount).toBe('49.250000');
    expect(cloud.calls('/v1/onramp/quote').at(-1)?.body).toEqual({
      provider: 'devnet-ramp',
      purchaseCurrency: 'PUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'portico-devnet',
      paymentMethod: 'card',
    });
  });

  it('the quote is asked once typing rests (400 ms), not on every key', async () => {
    const { open, portico, cloud } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    vi.useFakeTimers();
    for (const typed of ['5', '50', '50.5']) portico.setOnrampAmount(typed);
    expect(portico.getState().onramp.quotesLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(399);
    expect(cloud.calls('/v1/onramp/quote')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(portico.getState().onramp.quotesLoading).toBe(false));
    expect(cloud.calls('/v1/onramp/quote').map((call) => (call.body as { amount: string }).amount)).toEqual([
      '50.5',
    ]);
    portico.setOnrampPurchaseCurrency('PUSD');
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(cloud.calls('/v1/onramp/quote')).toHaveLength(2));
  });

  it('§8 options that fail fall back to the sample options (§9 limits) and the quote to a mock one (fee 1–2 %)', async () => {
    const { open, portico, cloud } = await setupOnramp({
      providers: { meld: { options: devnetRampOptions, failing: true } },
    });
    await open();
    expect(portico.getState().onramp.sampleProviders).toEqual(['meld']);
    await portico.selectOnrampProvider('meld');
    const { onramp } = portico.getState();
    expect(onramp.purchaseCurrency).toBe('USDC');
    expect(onramp.paymentCurrencies.map((currency) => [currency.id, currency.payment_method_limits])).toEqual(
      ['USD', 'EUR'].map((id) => [
        id,
        [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      ]),
    );
    portico.setOnrampAmount('100');
    const quote = await portico.refreshOnrampQuote();
    const feePercent = Number(quote?.providerFee.amount);
    expect(feePercent).toBeGreaterThanOrEqual(1);
    expect(feePercent).toBeLessThanOrEqual(2);
    expect(quote?.paymentTotal.amount).toBe('100.00');
    expect(cloud.calls('/v1/onramp/quote')).toHaveLength(0);
  });

  it('§8 a quote failure outside that path stores its message and gives null', async () => {
    const providers = { 'devnet-ramp': { options: devnetRampOptions, failing: false } };
    const { open, portico } = await setupOnramp({ providers });
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    providers['devnet-ramp'].failing = true;
    portico.setOnrampAmount('50');
    expect(await portico.refreshOnrampQuote()).toBeNull();
    const { onramp } = portico.getState();
    // A 5xx's own words stay in the log (as the swap's do); the status says it.
    expect(onramp.error).toBe('HTTP status code: 502');
    expect([onramp.quote, onramp.quotesLoading]).toEqual([undefined, false]);
  });

  it('a network none of the provider’s currencies is delivered on says so', async () => {
    const { open, portico } = await setupOnramp({
      providers: { meld: { options: { ...devnetRampOptions, purchaseCurrencies: [] } } },
    });
    await open();
    await portico.selectOnrampProvider('meld');
    expect(portico.getState().onramp.error).toBe('No currency can be bought on this network');
    expect(await portico.refreshOnrampQuote()).toBeNull();
  });

  it('the project’s configuration unreadable: no providers, and why', async () => {
    const { open, portico, cloud } = await setupOnramp();
    cloud.routes['/appkit/v1/config'] = () => new Response('{}', { status: 500 });
    await open();
    expect(portico.getState().onramp.providers).toEqual([]);
    expect(portico.getState().onramp.error).toBeDefined();
  });
});
