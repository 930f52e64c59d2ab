import type { Queryable } from '../db/index.js';
import type { Project } from './project.js';
import { defaultProjectFeatures, type ProjectFeatures } from './projectFeatures.js';
import { generateProjectId } from './projectId.js';
import {
  formatNetworkList,
  noSponsorship,
  parseNetworkList,
  type SponsorshipPolicy,
} from './sponsorshipPolicy.js';

interface ProjectRow {
  id: string;
  name: string;
  allowed_origins: string[];
  features: Partial<ProjectFeatures>;
  smart_account_networks: string;
  sponsorship_enabled: boolean;
  sponsorship_chains: string;
  /** numeric(78, 0), read as text: no driver turns it into a lossy number. */
  sponsorship_daily_cap_wei: string;
  sponsorship_daily_project_cap_wei: string | null;
  created_at: Date;
}

const columns =
  'id, name, allowed_origins, features, smart_account_networks, sponsorship_enabled, sponsorship_chains, sponsorship_daily_cap_wei::text AS sponsorship_daily_cap_wei, sponsorship_daily_project_cap_wei::text AS sponsorship_daily_project_cap_wei, created_at';

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    // Settings added after a project was stored take their defaults.
    features: { ...defaultProjectFeatures, ...row.features },
    smartAccountNetworks: parseNetworkList(row.smart_account_networks),
    sponsorship: {
      enabled: row.sponsorship_enabled,
      chains: parseNetworkList(row.sponsorship_chains),
      dailyCapPerUserWei: row.sponsorship_daily_cap_wei,
      dailyProjectCapWei: row.sponsorship_daily_project_cap_wei,
    },
    createdAt: new Date(row.created_at),
  };
}

export interface NewProject {
  /** Generated when absent. */
  id?: string;
  name: string;
  allowedOrigins?: readonly string[];
  features?: Partial<ProjectFeatures>;
  smartAccountNetworks?: readonly string[];
  sponsorship?: Partial<SponsorshipPolicy>;
}

export async function createProject(db: Queryable, input: NewProject): Promise<Project> {
  const sponsorship = { ...noSponsorship, ...input.sponsorship };
  const { rows } = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins, features, smart_account_networks, sponsorship_enabled,
       sponsorship_chains, sponsorship_daily_cap_wei, sponsorship_daily_project_cap_wei)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${columns}`,
    [
      input.id ?? generateProjectId(),
      input.name,
      dedupe(input.allowedOrigins ?? []),
      JSON.stringify({ ...defaultProjectFeatures, ...input.features }),
      formatNetworkList(input.smartAccountNetworks ?? []),
      sponsorship.enabled,
      formatNetworkList(sponsorship.chains),
      sponsorship.dailyCapPerUserWei,
      sponsorship.dailyProjectCapWei,
    ],
  );
  return toProject(rows[0] as ProjectRow);
}

export async function getProject(db: Queryable, id: string): Promise<Project | undefined> {
  const { rows } = await db.query<ProjectRow>(`SELECT ${columns} FROM projects WHERE id = $1`, [id]);
  return rows[0] && toProject(rows[0]);
}

export async function listProjects(db: Queryable): Promise<Project[]> {
  const { rows } = await db.query<ProjectRow>(`SELECT ${columns} FROM projects ORDER BY created_at, id`);
  return rows.map(toProject);
}

export interface ProjectChanges {
  name?: string;
  addOrigins?: readonly string[];
  removeOrigins?: readonly string[];
  /** Replaces the whole list when set. */
  allowedOrigins?: readonly string[];
  features?: Partial<ProjectFeatures>;
  /** Replaces the whole list when set. */
  smartAccountNetworks?: readonly string[];
  /** The keys given replace the policy's. */
  sponsorship?: Partial<SponsorshipPolicy>;
}

/** Applies the changes and returns the project, or `undefined` when no project has that id. */
export async function updateProject(
  db: Queryable,
  id: string,
  changes: ProjectChanges,
): Promise<Project | undefined> {
  const current = await getProject(db, id);
  if (current === undefined) return undefined;
  const removed = new Set(changes.removeOrigins ?? []);
  const origins = dedupe([
    ...(changes.allowedOrigins ?? current.allowedOrigins),
    ...(changes.addOrigins ?? []),
  ]);
  const sponsorship = { ...current.sponsorship, ...changes.sponsorship };
  const { rows } = await db.query<ProjectRow>(
    `UPDATE projects SET name = $2, allowed_origins = $3, features = $4, smart_account_networks = $5,
       sponsorship_enabled = $6, sponsorship_chains = $7, sponsorship_daily_cap_wei = $8,
       sponsorship_daily_project_cap_wei = $9
     WHERE id = $1 RETURNING ${columns}`,
    [
      id,
      changes.name ?? current.name,
      origins.filter((origin) => !removed.has(origin)),
      JSON.stringify({ ...current.features, ...changes.features }),
      formatNetworkList(changes.smartAccountNetworks ?? current.smartAccountNetworks),
      sponsorship.enabled,
      formatNetworkList(sponsorship.chains),
      sponsorship.dailyCapPerUserWei,
      sponsorship.dailyProjectCapWei,
    ],
  );
  return rows[0] && toProject(rows[0]);
}

function dedupe(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()))];
}
