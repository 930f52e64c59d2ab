/** Which backend serves the instance: Portico Cloud, or none (each cloud service on its local fallback). */
export interface BackendState {
  /** A `cloudUrl` and a project id are configured. */
  cloud: boolean;
}
