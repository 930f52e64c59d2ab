export interface RateLimitConfig {
  /** Length of one counting window. */
  windowMs: number;
  /** Requests one client IP may make per window, over all projects. */
  perIp: number;
  /** Requests one project may receive per window, over all clients. */
  perProject: number;
}

export interface CloudConfig {
  rateLimit: RateLimitConfig;
  /** Largest accepted request body in bytes; larger → 413. */
  bodyLimit: number;
  /** How long a project looked up at the edge is reused before it is read again (0: every request). */
  projectCacheTtlMs: number;
}

export type CloudConfigInput = {
  [K in keyof CloudConfig]?: CloudConfig[K] extends object ? Partial<CloudConfig[K]> : CloudConfig[K];
};

/** Generous for one developer's page; benchmarks and load tests raise the limits. */
export const defaultCloudConfig: CloudConfig = {
  rateLimit: { windowMs: 60_000, perIp: 1_200, perProject: 12_000 },
  bodyLimit: 64 * 1024,
  projectCacheTtlMs: 1_000,
};

export function resolveCloudConfig(input: CloudConfigInput = {}): CloudConfig {
  return {
    ...defaultCloudConfig,
    ...input,
    rateLimit: { ...defaultCloudConfig.rateLimit, ...input.rateLimit },
  };
}
