// The legal slice's public names, in one line of core's index.
export type { LegalApi } from './legalApi.js';
export { selectConnectLocked } from './selectors.js';
export type { LegalState } from './types.js';
