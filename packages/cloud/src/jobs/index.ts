export { createJobLeases, LeaseLostError } from './jobLeases.js';
export {
  type JobLogger,
  type JobRun,
  type JobScheduler,
  startJobScheduler,
} from './jobScheduler.js';
