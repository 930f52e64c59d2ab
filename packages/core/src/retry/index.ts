export { queryRetry, queryRetryDelay } from './queryRetry.js';
export { type RetryOptions, retry } from './retry.js';
export { retryAfterMs } from './retryAfter.js';
export { isRetryableRpcError, rpcRetry, rpcRetryDelay } from './rpcRetry.js';
export { type Sleep, sleep } from './sleep.js';
