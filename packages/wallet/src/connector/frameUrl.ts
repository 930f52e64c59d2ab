import type { FrameQuery } from './options.js';

/** The frame's address with its §7 query: projectId, chainId, version, enableLogger (and the cloud it calls). */
export function frameUrl(query: FrameQuery): URL {
  const url = new URL(query.frameUrl);
  url.searchParams.set('projectId', query.projectId);
  if (query.chainId !== undefined) url.searchParams.set('chainId', query.chainId);
  url.searchParams.set('version', query.version);
  url.searchParams.set('enableLogger', String(query.enableLogger));
  if (query.cloudUrl !== undefined) url.searchParams.set('cloudUrl', query.cloudUrl);
  return url;
}
