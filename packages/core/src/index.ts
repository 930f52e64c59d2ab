export { type ChainNamespace, chainNamespaces, isChainNamespace } from './caip/chainNamespace.js';
export { type ErrorCode, errorCatalogue, formatMessage } from './errors/catalogue.js';
export { PorticoError } from './errors/PorticoError.js';
export { devnetDefaultPorts, porticoDevnet, porticoTestnet } from './networks/devnet.js';
export type { BlockExplorer, CaipNetworkId, NativeCurrency, Network, RpcUrls } from './networks/network.js';
export {
  parseStack,
  type Stack,
  type StackAccount,
  type StackChain,
  type StackToken,
  stackFilePath,
} from './stack/stack.js';
