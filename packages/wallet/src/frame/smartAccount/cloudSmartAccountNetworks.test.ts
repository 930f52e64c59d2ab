import type { ProjectConfigResponse } from '@portico/core/wire';
import { describe, expect, it } from 'vitest';
import type { CloudApi } from '../cloud/cloudApi.js';
import { cloudSmartAccountNetworks } from './cloudSmartAccountNetworks.js';

const factory = '0x00000000000000000000000000000000000fac70';
const cloudAnswering = (smartAccounts: unknown) =>
  ({
    request: async () => ({ features: {}, smartAccounts }) as unknown as ProjectConfigResponse,
  }) as unknown as CloudApi;

describe('the smart-account networks the frame offers, from the remote config', () => {
  it('EIP-7702 networks, and erc4337 ones with their factory; an enabled network of neither kind offers none', async () => {
    const networks = cloudSmartAccountNetworks(
      cloudAnswering({
        enabledNetworks: ['eip155:1', 'eip155:2', 'eip155:3'],
        sponsoredNetworks: ['eip155:2'],
        eip7702Networks: ['eip155:1'],
        // eip155:3 is erc4337 without a factory: not listed. A listed network not enabled is ignored.
        erc4337Networks: [
          { caipNetworkId: 'eip155:2', factory },
          { caipNetworkId: 'eip155:9', factory },
        ],
      }),
    );
    expect(await networks.list()).toEqual([
      { caipNetworkId: 'eip155:1', kind: 'eip7702', sponsored: false },
      { caipNetworkId: 'eip155:2', kind: 'erc4337', factory, sponsored: true },
    ]);
  });

  it('a cloud from before ERC-4337 accounts (no erc4337Networks) or before smart accounts offers what it can', async () => {
    const older = cloudSmartAccountNetworks(
      cloudAnswering({
        enabledNetworks: ['eip155:1', 'eip155:2'],
        sponsoredNetworks: [],
        eip7702Networks: ['eip155:1'],
      }),
    );
    expect(await older.list()).toEqual([{ caipNetworkId: 'eip155:1', kind: 'eip7702', sponsored: false }]);
    expect(await cloudSmartAccountNetworks(cloudAnswering(undefined)).list()).toEqual([]);
  });
});
