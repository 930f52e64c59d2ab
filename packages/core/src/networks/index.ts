export { devnetDefaultPorts, porticoDevnet, porticoTestnet } from './devnet.js';
export type { BlockExplorer, CaipNetworkId, NativeCurrency, Network, RpcUrls } from './network.js';
