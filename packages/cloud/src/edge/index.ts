export { sendCloudError } from './cloudError.js';
export { edgeRules, requestProject } from './edgeRules.js';
export { installErrorHandlers } from './errorHandlers.js';
export { createProjectLookup, type ProjectLookup } from './projectLookup.js';
export { createMemoryRateLimiter, type RateDecision, type RateLimiter } from './rateLimiter.js';
export { installValidatorCompiler } from './validatorCompiler.js';
