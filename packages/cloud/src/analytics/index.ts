export { analyticsRoutes } from './analyticsRoutes.js';
export { deleteEventsReceivedBefore } from './eventRetention.js';
export {
  countEvents,
  type EventCount,
  insertEvent,
  listEvents,
  type NewEvent,
  type StoredEvent,
} from './eventStore.js';
