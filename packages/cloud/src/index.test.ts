import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public API of @portico/cloud', () => {
  it('exports exactly these names at run time: a change here is a deliberate change of the API', () => {
    expect(Object.keys(api).sort()).toEqual([
      'SettingsError',
      'cloudSettings',
      'defaultCloudPort',
      'devnetPriceTable',
      'devnetRampNetworksFromStack',
      'historyConfigFromStack',
      'listEvents',
      'namesFromStack',
      'openDb',
      'resolveSettings',
      'saveWallets',
      'seedDemoProject',
      'smartAccountsFromStack',
      'startCloud',
      'tokenListsFromStack',
      'uniswapChainsFromStack',
      'updateProject',
      'upstreamsFromStack',
    ]);
  });
});
