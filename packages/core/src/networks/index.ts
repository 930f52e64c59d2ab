export { bitcoin, bitcoinTestnet } from './bitcoin.js';
export { builtInNetworks, defaultNetworkId } from './builtInNetworks.js';
export { devnetDefaultPorts, porticoDevnet, porticoTestnet } from './devnet.js';
export { ethereum, sepolia } from './ethereum.js';
export { getNetworkByCaipId } from './getNetworkByCaipId.js';
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './network.js';
export { solana, solanaDevnet, solanaTestnet } from './solana.js';
