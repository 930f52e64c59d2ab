import type { OnrampOptionsResponse, OnrampQuoteBody } from '@portico/core/wire';
import { OnrampInputError } from './onrampProvider.js';

/** §9 fallback on-ramp limits per payment method, in USD and EUR. */
export const onrampMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

/** A decimal text in hundredths (cents), rounded down. */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

export const fromCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/**
 * Checks the quote request against the options' payment currency and method limits: 'Minimum amount is 10.00 USD',
 * 'Maximum amount is 7500.00 USD', or an unknown currency, method or network.
 */
export function checkOnrampRequest(options: OnrampOptionsResponse, request: OnrampQuoteBody): void {
  const payment = options.paymentCurrencies.find((currency) => currency.id === request.paymentCurrency);
  if (!payment) throw new OnrampInputError(`Payment currency ${request.paymentCurrency} is not supported`);
  const methodId = request.paymentMethod ?? 'card';
  const method = payment.payment_method_limits.find((limit) => limit.id === methodId);
  if (!method) throw new OnrampInputError(`Payment method ${methodId} is not supported`);
  const purchase = options.purchaseCurrencies.find((currency) => currency.id === request.purchaseCurrency);
  if (!purchase) throw new OnrampInputError(`Purchase currency ${request.purchaseCurrency} is not supported`);
  if (!purchase.networks.some((network) => network.name === request.network)) {
    throw new OnrampInputError(`${request.purchaseCurrency} is not offered on ${request.network}`);
  }
  const cents = toCents(request.amount);
  if (cents < toCents(method.min))
    throw new OnrampInputError(`Minimum amount is ${method.min} ${payment.id}`);
  if (cents > toCents(method.max))
    throw new OnrampInputError(`Maximum amount is ${method.max} ${payment.id}`);
}
