import type { Db } from '../db/index.js';
import type { Project } from './project.js';
import { createProject, updateProject } from './projectStore.js';

const demoProjectId = 'portico-demo';

export interface SeedDemoProjectOptions {
  db: Db;
  /** Added to the project's allowed origins (existing ones are kept). */
  origins: readonly string[];
  id?: string;
  name?: string;
}

/** What the demo shows off: email login (the embedded wallet) among the connect methods. */
const demoFeatures = { email: true };

/**
 * Creates the demo project with a stable id, or adds the origins to it when it exists; either way with the
 * remote `email` feature on.
 */
export function seedDemoProject({
  db,
  origins,
  id = demoProjectId,
  name = 'Portico Demo',
}: SeedDemoProjectOptions): Promise<Project> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [id]);
    if (rows.length === 0) {
      return createProject(tx, { id, name, allowedOrigins: origins, features: demoFeatures });
    }
    return (await updateProject(tx, id, { addOrigins: origins, features: demoFeatures })) as Project;
  });
}
