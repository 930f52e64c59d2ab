import { toCaipNetworkId } from '../chain/activeChain.js';
import type { CloudTarget } from '../cloud/cloudApi.js';

/** Who the frame says it is in the §7 query of its cloud calls. */
const FRAME_SDK_TYPE = 'portico-frame';
const DEFAULT_VERSION = '0.1.0';

export interface FrameConfig {
  target: CloudTarget;
  /** CAIP-2 */
  chainId: string;
  enableLogger: boolean;
}

/**
 * The frame's query: `projectId` (required), `chainId` (CAIP-2 or an eip155 number; default eip155:1), `version`
 * (the page's SDK version), `enableLogger` ('true') and `cloudUrl` (default: the frame's own origin).
 */
export function frameConfig(search: string, ownOrigin: string): FrameConfig {
  const query = new URLSearchParams(search);
  const projectId = query.get('projectId');
  if (!projectId) throw new Error('The secure frame needs a projectId');
  const cloudUrl = query.get('cloudUrl') ?? ownOrigin;
  const protocol = new URL(cloudUrl).protocol;
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Invalid cloudUrl: ${cloudUrl}`);
  return {
    target: {
      cloudUrl,
      projectId,
      sdkType: FRAME_SDK_TYPE,
      sdkVersion: query.get('version') || DEFAULT_VERSION,
    },
    chainId: toCaipNetworkId(query.get('chainId') || 'eip155:1'),
    enableLogger: query.get('enableLogger') === 'true',
  };
}
