import type { AnalyticsEventBody } from '../wire/analyticsEvent.js';
import type { AnalyticsConfigResponse } from '../wire/remoteConfig.js';

/** §7 analytics: its configuration and events. */
export interface AnalyticsClient {
  getAnalyticsConfig(): Promise<AnalyticsConfigResponse>;
  /** POST /e; the response body is not read. */
  sendEvent(body: AnalyticsEventBody): Promise<void>;
}
