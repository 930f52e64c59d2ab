import type { Features, ResolvedFeatures } from '../../instance/features.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { cloudAlert } from '../client/cloudAlert.js';
import type { ProjectClient } from '../client/projectClient.js';
import { applyRemoteFeatures, type RemoteFeatureKey } from './remoteFeatures.js';

export type RemoteFeaturesResult =
  | { ok: true; features: ResolvedFeatures; ignored: RemoteFeatureKey[] }
  /** The local features stay; `alert` is §8 'Server Error' (failed to get app configuration) or the 403's. */
  | { ok: false; alert: AlertCode };

/** GET /appkit/v1/config applied over the local features. */
export async function loadRemoteFeatures(
  client: Pick<ProjectClient, 'getProjectConfig'>,
  local: ResolvedFeatures,
  localSet: Features | undefined,
): Promise<RemoteFeaturesResult> {
  try {
    const { features } = await client.getProjectConfig();
    return { ok: true, ...applyRemoteFeatures(local, localSet, features) };
  } catch (error) {
    return { ok: false, alert: cloudAlert(error) ?? 'SERVER_ERROR' };
  }
}
