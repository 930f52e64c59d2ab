import type { CaipNetworkId } from '@portico/core';
import { cloudPaths, type ProjectConfigResponse } from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import { type SmartAccountNetwork, SmartAccountNetworks } from './smartAccountNetworks.js';

/**
 * The project's smart-account networks from its remote configuration (`smartAccounts`): enabled networks whose chain
 * has EIP-7702 (the EOA delegates) or whose ERC-4337 account factory the cloud names (`erc4337Networks`), sponsored
 * where the cloud says so. Another enabled network offers no account the frame can build; a cloud from before smart
 * accounts answers none.
 */
export function cloudSmartAccountNetworks(api: CloudApi): SmartAccountNetworks {
  return new SmartAccountNetworks(async () => {
    const { smartAccounts } = await api.request<ProjectConfigResponse>(cloudPaths.projectConfig);
    if (!smartAccounts) return [];
    const { enabledNetworks, sponsoredNetworks, eip7702Networks, erc4337Networks = [] } = smartAccounts;
    return enabledNetworks.flatMap((id): SmartAccountNetwork[] => {
      const caipNetworkId = id as CaipNetworkId;
      const sponsored = sponsoredNetworks.includes(id);
      if (eip7702Networks.includes(id)) return [{ caipNetworkId, kind: 'eip7702', sponsored }];
      const erc4337 = erc4337Networks.find((network) => network.caipNetworkId === id);
      return erc4337 ? [{ caipNetworkId, kind: 'erc4337', factory: erc4337.factory, sponsored }] : [];
    });
  });
}
