export {
  createRetentionJob,
  type RetentionReport,
} from './retentionJob.js';
export { retentionJobName, startRetention } from './startRetention.js';
