export { type AcquireOptions, createJobLeases, type JobLeases, LeaseLostError } from './jobLeases.js';
export {
  type JobLogger,
  type JobRun,
  type JobScheduler,
  type JobSchedulerOptions,
  startJobScheduler,
} from './jobScheduler.js';
