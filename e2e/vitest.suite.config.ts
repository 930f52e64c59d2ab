import { defineConfig } from 'vitest/config';
import e2e from './vitest.config.js';

/**
 * `npm run test:e2e`: the e2e files in two groups side by side on one stack (e2e/groups), each group one test file
 * whose e2e files run one after the other, as e2e/vitest.config.ts runs them (and any single one of them).
 */
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, include: ['e2e/groups/*.e2e-group.ts'], fileParallelism: true, maxWorkers: 2 },
});
