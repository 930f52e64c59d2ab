export { type AnalyticsRoutesOptions, analyticsRoutes } from './analyticsRoutes.js';
export { createEventQueue, type EventQueue, type EventQueueOptions } from './eventQueue.js';
export { deleteEventsReceivedBefore } from './eventRetention.js';
export {
  countEvents,
  type EventCount,
  insertEvent,
  insertEvents,
  listEvents,
  maxEventsPerInsert,
  type NewEvent,
  type ReceivedEvent,
  type StoredEvent,
} from './eventStore.js';
