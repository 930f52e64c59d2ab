export {
  createRetentionJob,
  type RetentionReport,
  type RetentionTable,
  retentionTables,
  type TableSweep,
} from './retentionJob.js';
export { retentionJobName, type StartRetentionOptions, startRetention } from './startRetention.js';
