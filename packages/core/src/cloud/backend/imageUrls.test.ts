import { describe, expect, it } from 'vitest';
import { ethereum } from '../../domain/networks/ethereum.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { selectNetworkImageUrl, selectTokenImageUrl } from './imageUrls.js';

const withCloud = {
  backend: {
    cloud: true,
    images: { baseUrl: 'https://cloud.test/', params: { projectId: 'p1', st: 'portico', sv: '1.0.0' } },
  },
} as unknown as PorticoState;
const withoutCloud = { backend: { cloud: false } } as unknown as PorticoState;
const query = '?projectId=p1&st=portico&sv=1.0.0';

describe('network images (§3 assets, §7 GET /public/getAssetImage/{id})', () => {
  it('§3 the dApp’s assets.imageUrl wins, with a cloud or without', () => {
    const network = { ...ethereum, assets: { imageUrl: 'https://dapp.test/eth.svg', imageId: 'x' } };
    expect(selectNetworkImageUrl(withCloud, network)).toBe('https://dapp.test/eth.svg');
    expect(selectNetworkImageUrl(withoutCloud, network)).toBe('https://dapp.test/eth.svg');
  });

  it('§3 assets.imageId names the cloud’s image', () => {
    expect(selectNetworkImageUrl(withCloud, { ...ethereum, assets: { imageId: 'eip155:10' } })).toBe(
      `https://cloud.test/public/getAssetImage/eip155%3A10${query}`,
    );
  });

  it('§7 else the cloud’s image of the CAIP-2 id', () => {
    expect(selectNetworkImageUrl(withCloud, ethereum)).toBe(
      `https://cloud.test/public/getAssetImage/eip155%3A1${query}`,
    );
    expect(selectNetworkImageUrl(withCloud, { ...ethereum, assets: { imageId: '' } })).toContain(
      'eip155%3A1?',
    );
  });

  it('without a cloud and without assets: none (the initial shows)', () => {
    expect(selectNetworkImageUrl(withoutCloud, ethereum)).toBeUndefined();
  });
});

describe('token images (§7 GET /public/getTokenImage/{id})', () => {
  it('the icon the balance or the token list names wins', () => {
    expect(selectTokenImageUrl(withCloud, { symbol: 'ETH', iconUrl: 'https://t.test/eth.png' })).toBe(
      'https://t.test/eth.png',
    );
  });

  it('§7 else the cloud’s image of the symbol', () => {
    expect(selectTokenImageUrl(withCloud, { symbol: 'USDC' })).toBe(
      `https://cloud.test/public/getTokenImage/USDC${query}`,
    );
  });

  it('none without a cloud, or without a symbol', () => {
    expect(selectTokenImageUrl(withoutCloud, { symbol: 'USDC' })).toBeUndefined();
    expect(selectTokenImageUrl(withCloud, { symbol: '' })).toBeUndefined();
  });
});
