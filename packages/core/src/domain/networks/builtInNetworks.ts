import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { ethereum, sepolia } from './ethereum.js';
import type { Network } from './network.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';

/** §3: the networks Portico knows without configuration. */
export const builtInNetworks: readonly Network[] = [
  ethereum,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
];

/** §9: the default chain. */
export const defaultNetworkId: CaipNetworkId = 'eip155:1';
