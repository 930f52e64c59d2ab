import { describe, expect, it } from 'vitest';
import { porticoDevnet, porticoTestnet } from './devnet.js';

describe('devnet networks', () => {
  it.each([
    ['docs/decisions.md: mainnet stand-in', 'eip155:31337', false, 'http://127.0.0.1:8545', porticoDevnet],
    ['docs/decisions.md: flagged testnet', 'eip155:31338', true, 'http://127.0.0.1:8546', porticoTestnet],
  ])('%s %s (testnet %s) serves %s by default', (_label, caipNetworkId, testnet, url, network) => {
    expect(network()).toMatchObject({ caipNetworkId, testnet, rpcUrls: { default: { http: [url] } } });
  });

  it.each([
    ['docs/decisions.md', 'Portico Devnet', porticoDevnet],
    ['docs/decisions.md', 'Portico Testnet', porticoTestnet],
  ])('%s %s runs on an overridden port', (_label, _name, network) => {
    expect(network(9545).rpcUrls.default.http).toEqual(['http://127.0.0.1:9545']);
  });
});
