export { errorCatalogue, formatMessage, type ErrorCode } from './catalogue.js';
export { PorticoError } from './PorticoError.js';
