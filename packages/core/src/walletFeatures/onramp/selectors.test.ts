import { afterEach, describe, expect, it, vi } from 'vitest';
import { onrampArrived, onrampBuyButton, onrampProviderRows, onrampQuoteDetails } from './selectors.js';
import { devnetRampOptions, setupOnramp } from './test/onrampSetup.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('on-ramp: what the views show', () => {
  it('the providers with their card limits (USD) and the §9 fee range; a provider without options only the fees', async () => {
    const { open, portico } = await setupOnramp({
      providers: { 'devnet-ramp': { options: devnetRampOptions }, acme: { options: devnetRampOptions } },
    });
    await open();
    const rows = onrampProviderRows({ ...portico.getState().onramp, options: {} });
    expect(rows.map((row) => `${row.name}: ${row.hint}`)).toEqual([
      'Portico Devnet Ramp: fees 1–2 %',
      'acme: fees 1–2 %',
    ]);
    expect(onrampProviderRows(portico.getState().onramp)[0]?.hint).toBe(
      'Card 10.00–7500.00 USD · fees 1–2 %',
    );
  });

  it('the button, the quote’s figures and what arrived follow the form', async () => {
    const { open, portico } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    const onramp = () => portico.getState().onramp;
    expect(onrampBuyButton(onramp())).toEqual({ label: 'Enter an amount', disabled: true });
    expect(onrampQuoteDetails(onramp())).toBeUndefined();
    portico.setOnrampAmount('5');
    expect(onrampBuyButton(onramp())).toEqual({ label: 'Minimum amount is 10.00 USD', disabled: true });
    portico.setOnrampAmount('50');
    expect(onrampBuyButton(onramp())).toEqual({ label: 'Buy', disabled: true });
    await portico.refreshOnrampQuote();
    expect(onrampBuyButton(onramp())).toEqual({ label: 'Buy', disabled: false });
    expect(onrampQuoteDetails(onramp())).toEqual({
      receive: '49.250000 PUSD',
      fee: '0.75 USD',
      networkFee: '0.00 USD',
      total: '50.00 USD',
    });
    expect(onrampArrived(onramp())).toBe('49.250000 PUSD arrived');
    expect(onrampArrived({ ...onramp(), quote: undefined })).toBe('Your purchase arrived');
  });
});
