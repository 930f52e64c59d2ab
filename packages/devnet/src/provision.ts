import type { Network } from '@portico/core';
import {
  type Address,
  createPublicClient,
  createTestClient,
  defineChain,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { KeyPair } from './accounts.js';
import { loadArtifact } from './artifacts.js';
import { type AccountBalances, type DevnetCollectionConfig, devnetTokens } from './config.js';
import { deployDex } from './dex/deployDex.js';
import { deployNames } from './ens.js';
import { installFarcasterRegistries } from './farcaster/registries.js';
import { SetupTransactions } from './setupTransactions.js';
import { deploySmartAccountContracts, type SmartAccountContracts } from './smartAccounts/contracts.js';
import { bundlerExecutor, bundlerUtility } from './smartAccounts/keys.js';
import type { StackCollection, StackDex, StackEns, StackEnsName, StackToken } from './stack/index.js';

interface CollectionToDeploy extends Omit<DevnetCollectionConfig, 'holdings'> {
  holdings: Record<Address, readonly number[]>;
}

export interface ProvisionInput {
  /** The chain's Network, its RPC URL pointing at the running anvil. */
  network: Network;
  deployer: KeyPair;
  /** Test accounts with their configured balances on this chain. */
  accounts: { address: Address; balances: AccountBalances }[];
  /** ERC-721 collections to deploy, with the token ids to mint to each holder. */
  collections: readonly CollectionToDeploy[];
  /** Names to set; none: no name registry on this chain. */
  names: readonly StackEnsName[];
  /** Custody addresses to register in Farcaster's ID registry (placed at its canonical address), fids from 1. */
  farcasterCustodies: readonly Address[];
  /** Whether to deploy Uniswap v2 and v3 with the devnet's pools (dex/dexPools.ts). */
  dex: boolean;
}

export interface ProvisionedChain {
  tokens: StackToken[];
  collections: StackCollection[];
  ens?: StackEns;
  smartAccounts: SmartAccountContracts;
  dex?: StackDex;
}

/** What the bundler's executor and utility wallets get, so a bundler can start on any devnet chain. */
const bundlerWalletBalance = parseEther('1000');

/**
 * Brings a fresh anvil chain to the devnet's state: deploys the tokens, the collections and (with
 * names) the name registry from the deployer, places Farcaster's registries and registers the Farcaster
 * users, mints the tokens and NFTs, sets the names, deploys the smart-account contracts (after the rest, so the
 * other addresses stay those of the deployer's first nonces) and funds the paymaster, with `dex` then Uniswap and
 * its pools (last, for the same reason), then sets
 * every test account's native balance exactly and funds the bundler's wallets. The transactions go out back to
 * back and are confirmed together.
 */
export async function provisionChain(input: ProvisionInput): Promise<ProvisionedChain> {
  const { id, name, nativeCurrency, rpcUrls } = input.network;
  const chain = defineChain({
    id: Number(id),
    name,
    nativeCurrency,
    rpcUrls: { default: { http: rpcUrls.default.http } },
  });
  const transport = http(rpcUrls.default.http[0]);
  const reader = createPublicClient({ chain, transport, pollingInterval: 10 });
  const tester = createTestClient({ mode: 'anvil', chain, transport });
  const deployer = privateKeyToAccount(input.deployer.privateKey);
  const transactions = await SetupTransactions.start(reader, deployer);

  // Deploy first, so the token and collection addresses depend only on the deployer's first nonces.
  const tokenArtifact = loadArtifact('MintableToken');
  const tokens: (StackToken & { symbol: keyof AccountBalances })[] = [];
  for (const { name, symbol, decimals } of devnetTokens) {
    const address = await transactions.deploy(tokenArtifact, [name, symbol, decimals]);
    tokens.push({ address, name, symbol, decimals });
  }
  const collectionArtifact = loadArtifact('DevnetCollection');
  const collections: StackCollection[] = [];
  for (const { name, symbol, spam, holdings } of input.collections) {
    const address = await transactions.deploy(collectionArtifact, [name, symbol]);
    const held = Object.fromEntries(
      Object.entries(holdings).map(([holder, ids]) => [holder, ids.map(String)]),
    ) as StackCollection['holdings'];
    collections.push({ address, name, symbol, spam, holdings: held });
  }
  const ens =
    input.names.length > 0 ? await deployNames(transactions, deployer.address, input.names) : undefined;
  await installFarcasterRegistries(reader, tester, transactions, input.farcasterCustodies);

  for (const token of tokens) {
    for (const account of input.accounts) {
      const amount = parseUnits(account.balances[token.symbol], token.decimals);
      await transactions.call(token.address, tokenArtifact.abi, 'mint', [account.address, amount]);
    }
  }
  for (const collection of collections) {
    const mints = Object.entries(collection.holdings).flatMap(([holder, ids]) =>
      ids.map((tokenId) => [holder, BigInt(tokenId)] as const),
    );
    await transactions.call(collection.address, collectionArtifact.abi, 'mint', [
      mints.map(([holder]) => holder),
      mints.map(([, tokenId]) => tokenId),
    ]);
  }
  const smartAccounts = await deploySmartAccountContracts(transactions, deployer.address);
  const dex = input.dex ? await deployDex(transactions, deployer.address, tokens) : undefined;
  await transactions.confirmAll();
  await Promise.all([
    ...input.accounts.map((account) =>
      tester.setBalance({ address: account.address, value: parseEther(account.balances.ETH) }),
    ),
    ...[bundlerExecutor, bundlerUtility].map(({ address }) =>
      tester.setBalance({ address, value: bundlerWalletBalance }),
    ),
  ]);
  return { tokens, collections, ...(ens ? { ens } : {}), smartAccounts, ...(dex ? { dex } : {}) };
}
