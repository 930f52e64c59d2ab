import { type Static, Type } from '@sinclair/typebox';
import { text } from './schemaTypes.js';

/** The event's properties the cloud reads; any others are kept as sent (cleaned, §7). */
const knownProps = Type.Object({
  /** The event name, e.g. `MODAL_OPEN`; `events count` groups by it. */
  event: Type.Optional(text(128)),
  address: Type.Optional(text(256)),
});

/** POST /e body (§7). The response has no body. */
export const AnalyticsEventBody = Type.Object(
  {
    /** A UUID; resending the same id stores the event once. */
    eventId: Type.String({ format: 'uuid' }),
    url: text(2048),
    domain: text(253),
    /** Milliseconds since the epoch, as the page's clock tells it. */
    timestamp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    props: Type.Unsafe<Static<typeof knownProps> & { [key: string]: unknown }>(knownProps),
  },
  { additionalProperties: false },
);
export type AnalyticsEventBody = Static<typeof AnalyticsEventBody>;
