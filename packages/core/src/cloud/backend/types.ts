import type { QueryParams } from '../../shared/http/httpUrl.js';

/** Which backend serves the instance: Portico Cloud, or none (each cloud service on its local fallback). */
export interface BackendState {
  /** A `cloudUrl` and a project id are configured. */
  cloud: boolean;
  /** Where Portico Cloud's §7 images are, with the §7 query; absent without a cloud. */
  images?: { baseUrl: string; params: QueryParams };
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    /** Whether Portico Cloud serves the instance; without it each cloud service is on its local fallback. */
    backend: BackendState;
  }
}
