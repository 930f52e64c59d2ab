import { checkProjectId } from '../../instance/projectId.js';

/**
 * Whether the instance has Portico Cloud: a `cloudUrl` and a valid project id. Without both, every cloud
 * service takes its local fallback (docs/decisions.md "Without a backend").
 */
export function hasCloud(options: { cloudUrl?: string; projectId?: unknown }): boolean {
  return !!options.cloudUrl && checkProjectId(options.projectId).ok;
}
