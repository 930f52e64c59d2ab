export {
  type Alert,
  type AlertCode,
  type AlertVariant,
  alertCatalogue,
  formatAlert,
  serverMessageAlerts,
} from './alerts.js';
export { type ErrorCode, errorCatalogue, fillPlaceholders, formatMessage } from './catalogue.js';
export { capabilityErrorCodes, rpcErrorCodes, walletErrorCodes } from './codes.js';
export { type ErrorParams, PorticoError } from './PorticoError.js';
export { errorMessage, toPorticoError } from './toPorticoError.js';
