import type { KeyObject } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import type { RampCall } from './fakeRampApi.js';

const buyConfig = {
  countries: [
    {
      id: 'US',
      subdivisions: ['CA', 'NY'],
      payment_methods: [{ id: 'CARD' }, { id: 'ACH_BANK_ACCOUNT' }, { id: 'APPLE_PAY' }],
    },
    { id: 'FR', subdivisions: [], payment_methods: [{ id: 'CARD' }] },
  ],
};
const buyOptions = {
  payment_currencies: [
    {
      id: 'USD',
      limits: [
        { id: 'CARD', min: '10', max: '7500' },
        { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
        // Not a US payment method in the config: left out.
        { id: 'PAYPAL', min: '1', max: '100' },
      ],
    },
  ],
  purchase_currencies: [
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        },
      ],
    },
    {
      id: '4f039497-3af8-5bb3-951c-6df9afa9be1c',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'solana', display_name: 'Solana', chain_id: '0', contract_address: '' }],
    },
    {
      id: '5b71fc48-3dd3-540c-809b-f8c94d0e68b5',
      name: 'Bitcoin',
      symbol: 'BTC',
      networks: [{ name: 'bitcoin', display_name: 'Bitcoin', chain_id: '0', contract_address: '' }],
    },
  ],
};
const amount = (value: string, currency: string) => ({ value, currency });

/** A transaction as `GET /onramp/v1/buy/user/{ref}/transactions` lists it. */
export const coinbaseTransaction = (fields: Record<string, unknown>) => ({
  transaction_id: 'a8e6f1b2-0000-4000-8000-000000000001',
  purchase_currency: 'USDC',
  purchase_network: 'base',
  purchase_amount: amount('97.510000', 'USDC'),
  payment_total: amount('100.00', 'USD'),
  payment_method: 'CARD',
  ...fields,
});

/**
 * Answers the Coinbase Onramp endpoints the client uses, after verifying the bearer JWT as CDP does: signed by the
 * key (`publicKey`), `kid`/`sub` the key name, `iss` cdp, a nonce, at most 2 minutes long, and `uri` naming this very
 * call (`METHOD host/path`). Anything else: 401. `transactions` are listed by their partner_user_ref.
 */
export function coinbaseAnswer(
  keyName: string,
  publicKey: KeyObject,
  transactions: Record<string, unknown>[],
) {
  return async (call: RampCall) => {
    const token = /^Bearer (.+)$/.exec(call.headers.authorization ?? '')?.[1] ?? '';
    try {
      const { payload } = await jwtVerify(token, publicKey, { issuer: 'cdp', subject: keyName });
      const header = decodeProtectedHeader(token);
      const lifetime = Number(payload.exp) - Number(payload.nbf);
      if (header.kid !== keyName || typeof header.nonce !== 'string' || !(lifetime > 0 && lifetime <= 120)) {
        throw new Error('bad header or lifetime');
      }
      if (payload.uri !== `${call.method} ${call.headers.host}${call.path}`) throw new Error('bad uri');
    } catch {
      return { status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } };
    }
    switch (`${call.method} ${call.path}`) {
      case 'GET /onramp/v1/buy/config':
        return { body: buyConfig };
      case 'GET /onramp/v1/buy/options':
        return call.query.country === 'US'
          ? { body: buyOptions }
          : { status: 400, body: { message: 'country' } };
      case 'POST /onramp/v1/buy/quote':
        return {
          body: {
            payment_total: amount('100.00', 'USD'),
            payment_subtotal: amount('97.51', 'USD'),
            purchase_amount: amount('97.510000', 'USDC'),
            coinbase_fee: amount('2.49', 'USD'),
            network_fee: amount('0.00', 'USD'),
            quote_id: 'quote-7d1f',
          },
        };
      case 'POST /onramp/v1/token':
        return { body: { token: 'ZWJjZGVmZ2hpams=', channel_id: '' } };
      default: {
        const ref = /^\/onramp\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(call.path)?.[1];
        if (call.method !== 'GET' || ref === undefined)
          return { status: 404, body: { message: 'Not Found' } };
        const listed = transactions.filter((entry) => entry.partner_user_ref === decodeURIComponent(ref));
        return { body: { transactions: listed, next_page_key: '', total_count: String(listed.length) } };
      }
    }
  };
}
