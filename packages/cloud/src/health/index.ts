export { defaultReadiness, historyIndexerCheck } from './dependencyChecks.js';
export { healthRoutes } from './healthRoutes.js';
export {
  type CheckOutcome,
  createReadiness,
  type Readiness,
  type ReadinessCheck,
  type ReadinessReport,
} from './readiness.js';
