export { assertEmailLoginAllowed, emailLoginCooldownSeconds } from './emailLoginCooldown.js';
export { createRetryBlock, type RetryBlock } from './retryBlock.js';
