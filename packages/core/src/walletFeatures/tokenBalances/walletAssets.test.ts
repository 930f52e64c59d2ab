import { describe, expect, it } from 'vitest';
import { tokenBalancesOfAssets } from './walletAssets.js';

describe('tokenBalancesOfAssets: §7 the wallet_getAssets path, §3 Asset', () => {
  it('maps NATIVE and ERC20 assets to token balances with exact quantities', () => {
    const balances = tokenBalancesOfAssets(
      [
        {
          address: 'native',
          balance: '0x112210f4768db400',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        {
          address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
          balance: '0x499602d3',
          type: 'ERC20',
          metadata: {
            name: 'Portico USD',
            symbol: 'pUSD',
            decimals: 6,
            price: 1,
            value: 1234.567891,
            iconUrl: 'https://i.test/p.png',
          },
        },
      ],
      'eip155:31337',
    );
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        decimals: 18,
        quantity: { decimals: '18', numeric: '1.23456789' },
      },
      {
        name: 'Portico USD',
        symbol: 'pUSD',
        chainId: 'eip155:31337',
        address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
        decimals: 6,
        quantity: { decimals: '6', numeric: '1234.567891' },
        iconUrl: 'https://i.test/p.png',
        price: 1,
        value: 1234.567891,
      },
    ]);
  });

  it('keeps values beyond float precision exact', () => {
    const [port] = tokenBalancesOfAssets(
      [
        {
          address: '0x01',
          balance: '0x2489494c51c98f34e',
          type: 'erc20',
          metadata: { symbol: 'PORT', decimals: 18 },
        },
      ],
      'eip155:1',
    );
    expect(port?.quantity.numeric).toBe('42.123456789012345678');
  });

  it('leaves out what cannot be read: no decimals, no symbol, a balance that is no hex number', () => {
    expect(
      tokenBalancesOfAssets(
        [
          { address: '0x01', balance: '0x1', type: 'erc20', metadata: { symbol: 'A' } },
          { address: '0x02', balance: '0x1', type: 'erc20', metadata: { decimals: 6 } },
          { address: '0x03', balance: '12', type: 'erc20', metadata: { symbol: 'C', decimals: 6 } },
        ],
        'eip155:1',
      ),
    ).toEqual([]);
  });
});
