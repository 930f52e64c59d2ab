import { createLogger, type Logger } from '../../shared/logger/logger.js';
import type { AnalyticsClient } from '../client/analyticsClient.js';
import { cloudStatus } from '../client/cloudAlert.js';
import type { AnalyticsEventBody } from '../wire/analyticsEvent.js';
import { eventId } from './eventId.js';
import { createRollingLimit } from './rollingLimit.js';

/** §7: the event that is never sent. */
export const modalCreatedEvent = 'MODAL_CREATED';

/** §7: at most 5 error reports per rolling 60 s. */
export const errorReportLimit = { max: 5, windowMs: 60_000 } as const;

export type AnalyticsProps = AnalyticsEventBody['props'] & { event: string };

/** §7 error report props (besides `type: 'error'`). */
export interface ErrorReport {
  event: string;
  errorType: string;
  errorMessage: string;
  stackTrace: string;
}

export interface AnalyticsOptions {
  client: Pick<AnalyticsClient, 'getAnalyticsConfig' | 'sendEvent'>;
  /** The local `features.analytics`; when false nothing is asked or sent. */
  localEnabled: boolean;
  /** §7: called on the first 403 only, to show 'Invalid App Configuration'. */
  onInvalidConfiguration(): void;
  now?: () => number;
  /** The page the modal runs on; `location` in the browser. */
  page?: () => { url: string; domain: string };
  /** §3: the connected account's address, put in every event's props; undefined when not connected. */
  address?: () => string | undefined;
  /** Where failed analytics requests are logged (at debug level: §7 drops them silently). */
  logger?: Pick<Logger, 'debug'>;
}

export interface Analytics {
  /** Whether events are sent: local analytics on AND the project's `isAnalyticsEnabled` (asked once). */
  readonly enabled: Promise<boolean>;
  /** Never rejects. */
  sendEvent(props: AnalyticsProps): Promise<void>;
  /** An error report, dropped beyond the §7 limit. Never rejects. */
  reportError(report: ErrorReport): Promise<void>;
}

function browserPage(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href: string; hostname: string } }).location;
  return { url: location?.href ?? '', domain: location?.hostname ?? '' };
}

/**
 * §7 analytics: sent only when enabled (a failed analytics config turns it off), never the modal-created
 * event; props carry the connected address (§3); a 403 shows the invalid-configuration alert once and stops sending.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { client, now = Date.now, page = browserPage, logger = createLogger() } = options;
  let invalid = false;
  const errorReports = createRollingLimit(errorReportLimit.max, errorReportLimit.windowMs, now);

  const refuse = (what: string, error: unknown) => {
    logger.debug(what, error);
    if (cloudStatus(error) !== 403 || invalid) return;
    invalid = true;
    options.onInvalidConfiguration();
  };

  let asked: Promise<boolean> | undefined;
  // Asked on first use, so an instance that never sends costs no request.
  const enabled = () => {
    asked ??= options.localEnabled
      ? client.getAnalyticsConfig().then(
          (config) => config?.isAnalyticsEnabled === true,
          (error: unknown) => {
            refuse('The analytics config failed: analytics is off', error);
            return false;
          },
        )
      : Promise.resolve(false);
    return asked;
  };

  // The address when the event happened, not when the analytics config has answered.
  const withAddress = (props: AnalyticsProps): AnalyticsProps => {
    const address = options.address?.();
    return address === undefined ? props : { ...props, address };
  };

  async function post(props: AnalyticsProps): Promise<void> {
    const { url, domain } = page();
    try {
      await client.sendEvent({
        eventId: eventId(),
        url: url.slice(0, 2048),
        domain: domain.slice(0, 253),
        timestamp: now(),
        props,
      });
    } catch (error) {
      refuse('An analytics event was dropped', error);
    }
  }

  const isOn = async () => (await enabled()) && !invalid;

  return {
    get enabled() {
      return enabled();
    },
    async sendEvent(props) {
      const event = withAddress(props);
      if (props.event === modalCreatedEvent || !(await isOn())) return;
      await post(event);
    },
    async reportError(report) {
      const event = withAddress({ type: 'error', ...report });
      if (!(await isOn()) || !errorReports.tryTake()) return;
      await post(event);
    },
  };
}
