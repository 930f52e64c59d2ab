export { type AccountType, accountTypes, defaultAccountTypes } from './accountType.js';
export { type CaipAddress, formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress.js';
export {
  type CaipNetworkId,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from './caipNetworkId.js';
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './chainNamespace.js';
export { evmChainIdToCoinType } from './coinType.js';
