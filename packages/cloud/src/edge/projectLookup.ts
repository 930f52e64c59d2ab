import type { Db } from '../db/index.js';
import { getProject, type Project } from '../projects/index.js';

export type ProjectLookup = (id: string) => Promise<Project | undefined>;

const maxEntries = 10_000;

/**
 * Reads projects at the edge, reusing each answer (unknown ids included) for `ttlMs`, so a burst of
 * calls costs one query per project. A change made elsewhere shows within `ttlMs`.
 */
export function createProjectLookup(db: Db, ttlMs: number, now: () => number = Date.now): ProjectLookup {
  const cache = new Map<string, { project: Project | undefined; expiresAt: number }>();
  return async (id) => {
    const hit = cache.get(id);
    if (hit !== undefined && hit.expiresAt > now()) return hit.project;
    const project = await getProject(db, id);
    if (ttlMs > 0) {
      if (cache.size >= maxEntries) cache.clear();
      cache.set(id, { project, expiresAt: now() + ttlMs });
    }
    return project;
  };
}
