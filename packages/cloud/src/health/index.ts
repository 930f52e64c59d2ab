export { defaultReadiness, historyIndexerCheck } from './dependencyChecks.js';
export { healthRoutes } from './healthRoutes.js';
export type {
  Readiness,
  ReadinessCheck,
  ReadinessReport,
} from './readiness.js';
