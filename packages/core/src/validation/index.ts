export { assertDecimal, isDecimal } from './decimal.js';
export { isEmail } from './email.js';
