import type { OnrampOptionsResponse, OnrampPurchaseCurrency } from '@portico/core/wire';
import { decimalOf, listOf, networkSlug, solanaMainnet, textOf } from './onrampHttp.js';

const name = 'Meld';

/** What Meld's four property endpoints answered (`/service-providers/properties/…`, `/service-providers/limits/…`). */
export interface MeldProperties {
  fiatCurrencies: unknown;
  cryptoCurrencies: unknown;
  paymentMethods: unknown;
  purchaseLimits: unknown;
}

/** The options, and Meld's currency code of each (symbol, network) pair: what its quote and widget take. */
export interface MeldOptions {
  options: OnrampOptionsResponse;
  /** `USDC@base` → `USDC_BASE`. */
  codes: Map<string, string>;
}

export const meldPairKey = (symbol: string, network: string) => `${symbol}@${network}`;

/** Our payment method ids (§9: `card`, `ach_bank_account`) for Meld's methods; others lower-cased. */
function ourMethodId(method: Record<string, unknown>): string | undefined {
  if (method.paymentType === 'CARD' || method.paymentMethod === 'CREDIT_DEBIT_CARD') return 'card';
  if (method.paymentMethod === 'ACH') return 'ach_bank_account';
  const id = typeof method.paymentMethod === 'string' ? method.paymentMethod.toLowerCase() : '';
  return /^[a-z_]{1,32}$/.test(id) ? id : undefined;
}

/** Meld's `paymentMethodType` for one of our ids. */
export const meldMethodType = (id: string) =>
  id === 'card' ? 'CREDIT_DEBIT_CARD' : id === 'ach_bank_account' ? 'ACH' : id.toUpperCase();

/** The CAIP-2 id of a Meld chain: Solana's mainnet, or an EVM chain by its numeric `chainId`; other chains are left out (§ on-ramp: eip155 and solana). */
function caip2(chain: Record<string, unknown>): string | undefined {
  if (chain.chainCode === 'SOL' || String(chain.chainName).toLowerCase() === 'solana') return solanaMainnet;
  const id = typeof chain.chainId === 'number' ? String(chain.chainId) : chain.chainId;
  return typeof id === 'string' && /^[1-9][0-9]{0,15}$/.test(id) ? `eip155:${id}` : undefined;
}

/**
 * Maps Meld's properties to §3 options. Meld gives purchase limits per fiat currency (across its service
 * providers), not per payment method: each method of a currency gets that currency's limits. Crypto currency codes
 * are `SYMBOL` or `SYMBOL_CHAIN` (`USDC_BASE`); the symbol is the part before `_`.
 */
export function meldOptionsFrom(properties: MeldProperties): MeldOptions {
  const methods = listOf(name, properties.paymentMethods, 'payment methods')
    .map(ourMethodId)
    .filter((id): id is string => id !== undefined);
  const limits = new Map(
    listOf(name, properties.purchaseLimits, 'purchase limits').map((limit) => [
      textOf(name, limit.currencyCode, 'currencyCode'),
      {
        min: decimalOf(name, limit.minimumAmount, 'minimumAmount', 2),
        max: decimalOf(name, limit.maximumAmount, 'maximumAmount', 2),
      },
    ]),
  );
  const paymentCurrencies = listOf(name, properties.fiatCurrencies, 'fiat currencies').flatMap((fiat) => {
    const id = textOf(name, fiat.currencyCode, 'currencyCode').toUpperCase();
    const limit = limits.get(id);
    if (!limit || !/^[A-Z0-9]{2,12}$/.test(id)) return [];
    return [{ id, payment_method_limits: [...new Set(methods)].map((method) => ({ id: method, ...limit })) }];
  });
  const purchase = new Map<string, OnrampPurchaseCurrency>();
  const codes = new Map<string, string>();
  for (const crypto of listOf(name, properties.cryptoCurrencies, 'crypto currencies')) {
    const code = textOf(name, crypto.currencyCode, 'currencyCode');
    const symbol = code.split('_')[0]?.toUpperCase() ?? '';
    const chainId = caip2(crypto);
    if (!chainId || !/^[A-Z0-9]{2,12}$/.test(symbol)) continue;
    const displayName = typeof crypto.chainName === 'string' ? crypto.chainName : chainId;
    const network = {
      name: networkSlug(displayName),
      display_name: displayName,
      chain_id: chainId,
      contract_address: typeof crypto.contractAddress === 'string' ? crypto.contractAddress : '',
    };
    const entry = purchase.get(symbol) ?? {
      id: symbol,
      name: typeof crypto.name === 'string' ? crypto.name : symbol,
      symbol,
      networks: [],
    };
    entry.networks.push(network);
    purchase.set(symbol, entry);
    codes.set(meldPairKey(symbol, network.name), code);
  }
  return { options: { paymentCurrencies, purchaseCurrencies: [...purchase.values()] }, codes };
}
