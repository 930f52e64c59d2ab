export { isOriginAllowed } from './originAllowlist.js';
export { matchesOriginPattern } from './originPattern.js';
