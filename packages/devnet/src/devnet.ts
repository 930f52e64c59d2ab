import type { Address } from 'viem';
import { devnetKeyPair } from './accounts.js';
import { startAnvil } from './anvil.js';
import { startChainBundlers } from './bundler/chainBundlers.js';
import type { Bundler } from './bundler/startBundler.js';
import {
  type DevnetChainKey,
  defaultBlockTimeMs,
  deployerIndex,
  devnetChains,
  devnetCollections,
  devnetFarcasterUsers,
  devnetMnemonic,
  devnetNames,
  testAccounts,
} from './config.js';
import { chainToStack, type DevnetChain } from './devnetChain.js';
import { farcasterIdRegistry, farcasterKeyRegistry } from './farcaster/registries.js';
import { provisionChain } from './provision.js';
import { devnetPaymasterSigner } from './smartAccounts/keys.js';
import { startSolanaDevnet } from './solana/lazy.js';
import type { SolanaDevnet, SolanaDevnetOptions } from './solana/solanaDevnet.js';
import { devnetDefaultPorts, type Stack, type StackAccount, type StackFarcaster } from './stack/index.js';

export interface DevnetOptions {
  /** Port per chain (default `devnetDefaultPorts`); 0 picks a free port. Always bound to 127.0.0.1. */
  ports?: Partial<Record<DevnetChainKey, number>>;
  /** Default true: print nothing. When false, anvil's log lines go to stdout, prefixed with the chain id. */
  silent?: boolean;
  /**
   * Every chain mines a block per transaction and, besides, one every `blockTimeMs` (default 1000);
   * 0: only per transaction.
   */
  blockTimeMs?: number;
  /** The local Solana chain's ports and slot time; false: no Solana chain. Started by default. */
  solana?: SolanaDevnetOptions | false;
  /**
   * Start an ERC-4337 bundler (alto, `startBundler`): true, one per EVM chain on a free port; or the chains named, each
   * on its port (0: a free port). Default off: each adds a few seconds (and a process) to the start.
   */
  bundlers?: boolean | Partial<Record<DevnetChainKey, number>>;
  /**
   * Deploy Uniswap v2 and v3 on every EVM chain, with the devnet's pools (`chains[].dex`). Default off: it adds a
   * moment to the start that tests without swaps need not pay.
   */
  dex?: boolean;
}

/** Farcaster's registries on the devnet (on every chain; `rpcUrl` the one sign-ins are verified against) and its users. */
export type DevnetFarcaster = Omit<StackFarcaster, 'relayUrl' | 'relayAuthKey'>;

export interface Devnet {
  chains: DevnetChain[];
  /** Farcaster's ID and key registries at their canonical addresses, and the Farcaster users registered there. */
  farcaster: DevnetFarcaster;
  /** The funded test accounts, with their configured balances per CAIP network id and symbol. */
  accounts: StackAccount[];
  /**
   * The account that deployed the devnet's contracts and owns its tokens (unlocked on every chain's node): what it
   * mints moves no test account's balance.
   */
  deployer: Address;
  /** The local Solana chain, unless `solana: false`. */
  solana?: SolanaDevnet;
  /**
   * The `chains` (with their collections, names and smart-account contracts), `accounts`, `paymasterSigner` and
   * (with Solana) `solana` of `.portico/stack.json`.
   */
  toStack(): Pick<Stack, 'chains' | 'accounts' | 'paymasterSigner' | 'solana'>;
  /** Stops the bundlers and kills the chains; resolves once every anvil has exited and every port is free. Idempotent. */
  stop(): Promise<void>;
}

async function settleAll<T>(starts: Promise<T>[], undo: (started: T) => Promise<void>): Promise<T[]> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed === undefined) return results.map((r) => (r as PromiseFulfilledResult<T>).value);
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? undo(r.value) : undefined)));
  throw failed.reason;
}

/**
 * Starts the devnet's anvil chains in parallel, deploys the tokens and NFT collections on each (and
 * the name registry with the test accounts' names on the chains that are not testnets), and funds the
 * test accounts to their configured balances and NFTs (see config.ts); and, unless `solana: false`, the local
 * Solana chain in this process (solana/config.ts).
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const silent = options.silent ?? true;
  const blockTimeMs = options.blockTimeMs ?? defaultBlockTimeMs;
  type Started = { anvil: Awaited<ReturnType<typeof startAnvil>> } | { solana: SolanaDevnet };
  const stopStarted = (started: Started) =>
    'anvil' in started ? started.anvil.stop() : started.solana.stop();
  const starting = settleAll<Started>(
    [
      ...devnetChains.map(async (config) => {
        const chainId = Number(config.network(0).id);
        const port = options.ports?.[config.key] ?? devnetDefaultPorts[config.key];
        const { genesisBlockNumber } = config;
        return {
          anvil: await startAnvil({
            chainId,
            port,
            mnemonic: devnetMnemonic,
            genesisBlockNumber,
            blockTimeMs,
            silent,
            ...(config.hardfork ? { hardfork: config.hardfork } : {}),
          }),
        };
      }),
      ...(options.solana === false ? [] : [startSolanaDevnet(options.solana).then((solana) => ({ solana }))]),
    ],
    stopStarted,
  );
  // Key derivation is CPU-bound: do it while the anvils boot.
  const deployer = devnetKeyPair(deployerIndex);
  const funded = testAccounts.map((config) => ({ config, ...devnetKeyPair(config.addressIndex) }));
  const addressOf = (addressIndex: number) => {
    const account = funded.find(({ config }) => config.addressIndex === addressIndex);
    if (account === undefined) throw new Error(`No test account at address index ${addressIndex}`);
    return account.address;
  };
  const collections = devnetCollections.map((collection) => ({
    ...collection,
    holdings: Object.fromEntries(
      Object.entries(collection.holdings).map(([index, ids]) => [addressOf(Number(index)), ids]),
    ),
  }));
  const names = devnetNames.map(({ addressIndex, ...name }) => ({
    ...name,
    address: addressOf(addressIndex),
  }));
  const farcasterUsers = devnetFarcasterUsers.map(({ addressIndex, ...user }) => {
    const account = funded.find(({ config }) => config.addressIndex === addressIndex);
    if (account === undefined) throw new Error(`No test account at address index ${addressIndex}`);
    return { ...user, address: account.address, privateKey: account.privateKey };
  });
  const started = await starting;
  const running = devnetChains.map((config, i) => {
    const entry = started[i];
    if (entry === undefined || !('anvil' in entry)) throw new Error(`anvil for ${config.key} did not start`);
    return { config, anvil: entry.anvil };
  });
  const solana = started.find((entry) => 'solana' in entry)?.solana;
  const bundlers: Bundler[] = [];
  const stop = async () => {
    await Promise.all(bundlers.map((bundler) => bundler.close()));
    await Promise.all(started.map(stopStarted));
  };

  let chains: DevnetChain[];
  try {
    chains = await Promise.all(
      running.map(async ({ config, anvil }): Promise<DevnetChain> => {
        const network = config.network(anvil.port);
        const accounts = funded.map(({ address, config: account }) => ({
          address,
          balances: account.balances[config.key],
        }));
        const testnet = network.testnet === true;
        const { smartAccounts, ...provisioned } = await provisionChain({
          network,
          deployer,
          accounts,
          collections,
          names: testnet ? [] : names,
          farcasterCustodies: farcasterUsers.map(({ address }) => address),
          dex: options.dex === true,
        });
        return {
          key: config.key,
          chainId: Number(network.id),
          caipNetworkId: network.caipNetworkId,
          name: network.name,
          testnet,
          rpcUrl: anvil.rpcUrl,
          port: anvil.port,
          ...provisioned,
          ...smartAccounts,
          eip7702: config.hardfork !== 'cancun',
          network,
        };
      }),
    );
    const bundled = options.bundlers;
    if (bundled) {
      const ports = bundled === true ? {} : bundled;
      const named = bundled === true ? chains : chains.filter((chain) => bundled[chain.key] !== undefined);
      await startChainBundlers(named, ports, silent, bundlers);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const accounts: StackAccount[] = funded.map(({ address, privateKey, config }) => {
    const balances: StackAccount['balances'] = {};
    for (const chain of chains) balances[chain.caipNetworkId] = { ...config.balances[chain.key] };
    return { address, privateKey, balances };
  });

  const farcasterChain = chains.find((chain) => !chain.testnet) ?? chains[0];
  if (farcasterChain === undefined) {
    await stop();
    throw new Error('The devnet has no chain for Farcaster');
  }
  const farcaster: DevnetFarcaster = {
    rpcUrl: farcasterChain.rpcUrl,
    idRegistry: farcasterIdRegistry,
    keyRegistry: farcasterKeyRegistry,
    accounts: farcasterUsers.map((user, i) => ({ fid: i + 1, ...user })),
  };

  return {
    chains,
    accounts,
    deployer: deployer.address,
    farcaster,
    solana,
    toStack: () => ({
      ...(solana ? { solana: solana.toStack() } : {}),
      chains: chains.map(chainToStack),
      accounts: accounts.map((account) => ({ ...account, balances: structuredClone(account.balances) })),
      paymasterSigner: devnetPaymasterSigner.address,
    }),
    stop,
  };
}
