import { createLogger } from '@portico/core';

/** What the React layer logs: core's logger (§9: level 'error', the console and a bounded buffer). */
export const logger = createLogger();
