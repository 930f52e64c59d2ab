export { sendCloudError } from './cloudError.js';
export { type EdgeRulesOptions, edgeRules, requestProject } from './edgeRules.js';
export { installErrorHandlers } from './errorHandlers.js';
export { createProjectLookup, type ProjectLookup } from './projectLookup.js';
export { createMemoryRateLimiter, type RateDecision, type RateLimiter } from './rateLimiter.js';
export { querySchema, sdkQueryProperties } from './sdkQuery.js';
export { installValidatorCompiler } from './validatorCompiler.js';
