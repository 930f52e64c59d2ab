/** Default loopback ports of the Solana devnet, those of solana-test-validator: RPC, then WebSocket. */
export const solanaDefaultPorts = { rpc: 8899, ws: 8900 } as const;

/** A real cluster's slot time. */
export const defaultSlotMs = 400;

/**
 * Hashed into the genesis hash: the chain is new on every start, but its CAIP network id stays the
 * same, so a dApp configured for it keeps working across restarts.
 */
export const solanaGenesisSeed = 'Portico Solana devnet';

export const solanaNetworkConfig = {
  name: 'Portico Solana',
  // A mainnet stand-in, as the EVM Portico Devnet (DECISIONS.md "Devnet networks").
  testnet: false,
} as const;

/**
 * The SPL tokens, each mint at the public key of its `mintIndex`. The first is `SolanaDevnet.token`;
 * the second has another number of decimals, so code that assumes one is caught.
 */
export const solanaTokenConfigs = [
  { name: 'Portico USD', symbol: 'pUSD', decimals: 6, mintIndex: 1000 },
  { name: 'Portico Points', symbol: 'PTS', decimals: 2, mintIndex: 1001 },
] as const;

export type SolanaTokenSymbol = (typeof solanaTokenConfigs)[number]['symbol'];

/**
 * Keys derive from the devnet mnemonic at m/44'/501'/index'/0' (Phantom's path). Index 0 is the
 * faucet (requestAirdrop) and the authority of every mint.
 */
export const solanaAuthorityIndex = 0;
/** What the faucet starts with, in lamports. */
export const faucetLamports = 500_000_000n * 1_000_000_000n;

export type SolanaBalances = Record<'SOL' | SolanaTokenSymbol, string>;

export interface SolanaTestAccountConfig {
  addressIndex: number;
  balances: SolanaBalances;
}

// Exact and non-round, like the EVM accounts', so a rounded or truncated balance is caught.
export const solanaTestAccounts: readonly SolanaTestAccountConfig[] = [
  { addressIndex: 1, balances: { SOL: '12.345678912', pUSD: '1234.567891', PTS: '1500.25' } },
  { addressIndex: 2, balances: { SOL: '0.987654321', pUSD: '98765.432109', PTS: '0.07' } },
  { addressIndex: 3, balances: { SOL: '3.000000007', pUSD: '0.424242', PTS: '123456.78' } },
];
