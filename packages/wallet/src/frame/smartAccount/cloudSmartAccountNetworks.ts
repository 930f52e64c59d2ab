import type { CaipNetworkId } from '@portico/core';
import { cloudPaths, type ProjectConfigResponse } from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import { SmartAccountNetworks } from './smartAccountNetworks.js';

/**
 * The project's smart-account networks from its remote configuration (`smartAccounts`): enabled networks whose chain
 * has EIP-7702 (the account the frame builds), sponsored where the cloud says so. A cloud from before smart
 * accounts answers none.
 */
export function cloudSmartAccountNetworks(api: CloudApi): SmartAccountNetworks {
  return new SmartAccountNetworks(async () => {
    const { smartAccounts } = await api.request<ProjectConfigResponse>(cloudPaths.projectConfig);
    if (!smartAccounts) return [];
    const { enabledNetworks, sponsoredNetworks, eip7702Networks } = smartAccounts;
    return enabledNetworks
      .filter((caipNetworkId) => eip7702Networks.includes(caipNetworkId))
      .map((caipNetworkId) => ({
        caipNetworkId: caipNetworkId as CaipNetworkId,
        kind: 'eip7702' as const,
        sponsored: sponsoredNetworks.includes(caipNetworkId),
      }));
  });
}
