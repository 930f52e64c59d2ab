export {
  type AnalyticsMetrics,
  type CloudMetrics,
  createCloudMetrics,
  type IndexerMetrics,
  metricNames,
  type RelayMetrics,
} from './cloudMetrics.js';
export { type MetricsListener, startMetricsListener } from './metricsListener.js';
export { installMetrics } from './metricsRoute.js';
