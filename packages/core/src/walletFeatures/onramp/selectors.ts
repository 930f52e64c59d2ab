import type { HistoryTransaction } from '../../cloud/wire/history.js';
import { constants } from '../../shared/constants.js';
import { onrampMessages, onrampProviderNames } from './onrampMessages.js';
import { defaultPaymentCurrency, onrampPaymentMethod } from './onrampRules.js';
import type { OnrampState } from './onrampState.js';

/** A provider as the providers view lists it: its name and a hint of its limits and fees. */
export interface OnrampProviderRow {
  id: string;
  name: string;
  /** e.g. `Card 10.00–7500.00 USD · fees 1–2 %`. */
  hint: string;
}

/** What the Buy button says and whether it can be pressed. */
export interface OnrampBuyButton {
  label: string;
  disabled: boolean;
}

/** The live quote as shown: each figure with its currency. */
export interface OnrampQuoteDetails {
  /** What arrives, e.g. `49.25 PUSD`. */
  receive: string;
  fee: string;
  networkFee: string;
  total: string;
}

const { min, max } = constants.onramp.providerFeePercent;
const money = ({ amount, currency }: { amount: string; currency: string }) => `${amount} ${currency}`;

/** The providers view's rows, in the project's order (§9 fee range 1–2 % where the quote is not known yet). */
export function onrampProviderRows(onramp: OnrampState): OnrampProviderRow[] {
  return onramp.providers.map((id) => {
    const options = onramp.options?.[id];
    const paymentCurrencies = options?.paymentCurrencies ?? [];
    const currency = paymentCurrencies.find((c) => c.id === defaultPaymentCurrency(paymentCurrencies));
    const card = currency?.payment_method_limits.find((limit) => limit.id === onrampPaymentMethod);
    const limits = card && currency ? `Card ${card.min}–${card.max} ${currency.id} · ` : '';
    return { id, name: onrampProviderNames[id] ?? id, hint: `${limits}fees ${min}–${max} %` };
  });
}

/** The quote's figures, when there is a quote. */
export function onrampQuoteDetails(onramp: OnrampState): OnrampQuoteDetails | undefined {
  const { quote } = onramp;
  if (!quote) return undefined;
  return {
    receive: money(quote.purchaseAmount),
    fee: money(quote.providerFee),
    networkFee: money(quote.networkFee),
    total: money(quote.paymentTotal),
  };
}

/** The Buy button: 'Enter an amount', the amount's fault, or Buy once there is a quote. */
export function onrampBuyButton(onramp: OnrampState): OnrampBuyButton {
  if (!onramp.paymentAmount) return { label: onrampMessages.enterAmount, disabled: true };
  if (onramp.amountError) return { label: onramp.amountError, disabled: true };
  const busy = onramp.quotesLoading || onramp.status === 'opening' || onramp.status === 'pending';
  return { label: 'Buy', disabled: busy || !onramp.quote };
}

/** What the completed order delivered, e.g. `49.25 PUSD arrived`. */
export function onrampArrived(onramp: OnrampState): string {
  const bought = onramp.order?.purchaseAmount ?? onramp.quote?.purchaseAmount;
  return bought ? `${money(bought)} arrived` : 'Your purchase arrived';
}

/** A purchase as the providers view lists it under "Recent purchases". */
export interface OnrampPurchaseRow {
  id: string;
  /** What was bought, e.g. `49.25 PUSD`, and from whom. */
  title: string;
  provider: string;
  status: 'Pending' | 'Completed' | 'Failed';
  /** When the order last changed (ISO 8601). */
  date: string;
}

const purchaseStatus = { pending: 'Pending', confirmed: 'Completed', failed: 'Failed' } as const;

/** §3 coinbaseTransactions as rows, newest first (as the cloud lists them); every one of them (§5: no spam filter). */
export function onrampPurchaseRows(purchases: readonly HistoryTransaction[]): OnrampPurchaseRow[] {
  return purchases.map(({ id, metadata, transfers }) => {
    const [bought] = transfers;
    const amount = bought?.fungible_info
      ? `${bought.quantity.numeric} ${bought.fungible_info.symbol}`
      : 'Crypto';
    return {
      id,
      title: amount,
      provider: onrampProviderNames[metadata.sentFrom] ?? metadata.sentFrom,
      status: purchaseStatus[metadata.status as keyof typeof purchaseStatus] ?? 'Pending',
      date: metadata.minedAt,
    };
  });
}
