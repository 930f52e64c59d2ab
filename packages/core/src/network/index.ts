export { type NetworkSwitchError, switchError } from './switchError.js';
export { type SwitchContext, switchRoute } from './switchRoute.js';
export { unsupportedNetwork } from './unsupportedNetwork.js';
