export { checkProjectId, type ProjectIdCheck } from './projectId.js';
export { assertSiwxOptions } from './siwxOptions.js';
