import type { ProjectConfigResponse } from '../wire/remoteConfig.js';

/** The project's configuration: its remote features and allowed origins. */
export interface ProjectClient {
  getProjectConfig(): Promise<ProjectConfigResponse>;
  /**
   * §8 fallback: throws RATE_LIMITED on HTTP 429 and SERVER_ERROR on 500–599; any other failure gives an
   * empty list.
   */
  getAllowedOrigins(): Promise<string[]>;
}
