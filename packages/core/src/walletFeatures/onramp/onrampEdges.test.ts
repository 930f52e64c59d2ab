import { afterEach, describe, expect, it, vi } from 'vitest';
import { solana } from '../../domain/networks/solana.js';
import { phantom, setupConnected, testnet } from '../../portico/test/setupPortico.js';
import { createLogger, type LogEntry } from '../../shared/logger/logger.js';
import { devnetRampOptions, setupOnramp } from './test/onrampSetup.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('on-ramp: the edges', () => {
  it('opened without a connected account: no providers, and the reason', async () => {
    const { open, portico } = await setupOnramp();
    await portico.disconnect();
    await open();
    expect(portico.getState().onramp.error).toBe('Unsupported chain');
  });

  it('§8 on Solana the sample options buy SOL', async () => {
    const { open, portico } = await setupOnramp({
      providers: { meld: { options: devnetRampOptions, failing: true } },
    });
    await portico.switchActiveNetwork(solana.caipNetworkId);
    await portico.connect(phantom.id);
    await open();
    await portico.selectOnrampProvider('meld');
    expect(portico.getState().onramp.purchaseCurrencies.map((c) => [c.id, c.networks[0]?.chain_id])).toEqual([
      ['SOL', solana.caipNetworkId],
    ]);
  });

  it('a provider without USD pays in its first currency; one without card limits checks none', async () => {
    const options = {
      ...devnetRampOptions,
      paymentCurrencies: [{ id: 'GBP', payment_method_limits: [{ id: 'sepa', min: '1.00', max: '2.00' }] }],
    };
    const { open, portico } = await setupOnramp({ providers: { meld: { options } } });
    await open();
    await portico.selectOnrampProvider('meld');
    expect(portico.getState().onramp.paymentCurrency).toBe('GBP');
    portico.setOnrampAmount('5000');
    expect(portico.getState().onramp.amountError).toBeUndefined();
  });

  it('a provider that is not offered is not picked', async () => {
    const { open, portico } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('coinbase');
    expect(portico.getState().onramp.selectedProvider).toBeUndefined();
    expect(portico.getState().router.view).toBe('OnRampProviders');
  });

  it('a late quote of an older amount is dropped: the newest wins', async () => {
    const { open, portico } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    portico.setOnrampAmount('50');
    const older = portico.refreshOnrampQuote();
    portico.setOnrampAmount('60');
    expect(await older).toBeNull();
    expect((await portico.refreshOnrampQuote())?.paymentTotal.amount).toBe('60.00');
  });

  it('another network while the form is open: the form again, with that network’s currencies', async () => {
    const { open, portico } = await setupOnramp();
    await open();
    await portico.selectOnrampProvider('devnet-ramp');
    portico.setOnrampAmount('50');
    await portico.switchNetwork(testnet);
    await portico.confirmNetworkSwitch();
    await vi.waitFor(() => expect(portico.getState().onramp.purchaseCurrencies).toEqual([]));
    const { onramp } = portico.getState();
    expect([onramp.paymentAmount, onramp.error]).toEqual(['', 'No currency can be bought on this network']);
  });

  it('without Portico Cloud the actions log why they cannot run', async () => {
    const entries: LogEntry[] = [];
    const logger = createLogger({ sinks: [(entry) => entries.push(entry)] });
    const { portico } = await setupConnected({ logger });
    await portico.selectOnrampProvider('devnet-ramp');
    expect(entries.map((entry) => entry.message)).toContain('The on-ramp failed');
  });
});
