import type { Hex } from 'viem';

/** A chain the wallet can reach: requests it does not answer itself go to `rpcUrl`. */
export interface TestWalletChain {
  chainId: number;
  rpcUrl: string;
  name?: string;
}

/** EIP-6963 provider info. `icon` is a data: URI. */
export interface TestWalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** Where the wallet keeps what a real extension keeps across reloads (the subset of `Storage` it uses). */
export interface WalletStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TestWalletConfig {
  /** The wallet's only account; or give `privateKeys`. */
  privateKey?: Hex;
  /** The wallet's accounts, the first one exposed until `setAccount` picks another. */
  privateKeys?: readonly Hex[];
  /** Chains with their RPC URLs. The first known one is the wallet's chain until it switches. */
  chains: readonly TestWalletChain[];
  /** Chain ids the wallet knows at start (default: all of `chains`); others answer 4902 until added. */
  knownChainIds?: readonly number[];
  info?: Partial<TestWalletInfo>;
  /** Where authorisation and chain survive reloads (default: in memory). */
  storage?: WalletStorage;
  /**
   * EIP-7811 asset discovery: wallet_getCapabilities reports it and wallet_getAssets answers the native coin and
   * these ERC-20 tokens per chain id. Without it the wallet answers neither (4200).
   */
  assetDiscovery?: { tokens: Readonly<Record<number, readonly `0x${string}`[]>> };
}

export interface RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

export interface LogEntry {
  method: string;
  params: unknown;
  /** Epoch milliseconds when the request arrived. */
  time: number;
}
