export {
  type Analytics,
  type AnalyticsOptions,
  type AnalyticsProps,
  createAnalytics,
  type ErrorReport,
  errorReportLimit,
  modalCreatedEvent,
} from './analytics.js';
export { eventId } from './eventId.js';
