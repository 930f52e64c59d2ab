import type { ProjectFeatures } from './projectFeatures.js';

export interface Project {
  id: string;
  name: string;
  /** Origin patterns (DECISIONS "Origin check"); empty: any origin, marked unverified. */
  allowedOrigins: string[];
  features: ProjectFeatures;
  createdAt: Date;
}
