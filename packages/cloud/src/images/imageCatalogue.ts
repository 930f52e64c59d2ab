import { builtInNetworks, porticoDevnet, porticoTestnet } from '@portico/core';
import { initials } from './monogram.js';

/** The kinds of generated image under /public, each with its own id space. */
export type ImageKind = 'asset' | 'currency' | 'token';

/** Network images by CAIP-2 id: Portico's own networks and the chains of the registry dataset. */
const networkNames = new Map<string, string>(
  Object.entries({
    ...Object.fromEntries(
      [...builtInNetworks, porticoDevnet(), porticoTestnet()].map((network) => [
        network.caipNetworkId,
        network.name,
      ]),
    ),
    'eip155:10': 'OP Mainnet',
    'eip155:56': 'BNB Smart Chain',
    'eip155:137': 'Polygon',
    'eip155:2020': 'Ronin',
    'eip155:8453': 'Base',
    'eip155:42161': 'Arbitrum One',
    'eip155:43114': 'Avalanche C-Chain',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'Polkadot',
    'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'Kusama',
    'cosmos:cosmoshub-4': 'Cosmos Hub',
    'cosmos:osmosis-1': 'Osmosis',
  }),
);

/** ISO 4217 codes of the fiat currencies an on-ramp offers. */
const currencyCodes = new Set(
  'USD EUR GBP JPY CAD AUD NZD CHF CNY HKD SGD KRW INR BRL MXN ARS SEK NOK DKK PLN CZK TRY ZAR'.split(' '),
);

/** Token symbols, upper-cased (the devnet's pUSD is PUSD here). */
const tokenSymbols = new Set(
  'ETH WETH BTC WBTC SOL USDC USDT DAI DOT KSM ATOM OSMO POL MATIC BNB ARB OP AVAX RON LINK UNI PUSD PORT'.split(
    ' ',
  ),
);

/**
 * The label and colour seed of a known image id, or undefined. Currency and token ids are matched
 * case-insensitively; network ids exactly.
 */
export function imageLabel(kind: ImageKind, id: string): { label: string; seed: string } | undefined {
  if (kind === 'asset') {
    const name = networkNames.get(id);
    return name === undefined ? undefined : { label: initials(name), seed: id };
  }
  const code = id.toUpperCase();
  const known = kind === 'currency' ? currencyCodes.has(code) : tokenSymbols.has(code);
  return known ? { label: code, seed: `${kind}:${code}` } : undefined;
}
