export { analyticsRoutes } from './analyticsRoutes.js';
export { createEventQueue } from './eventQueue.js';
export { deleteEventsReceivedBefore } from './eventRetention.js';
export {
  countEvents,
  insertEvent,
  insertEvents,
  listEvents,
} from './eventStore.js';
