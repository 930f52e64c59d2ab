import { type CaipNetworkId, isSolanaAddress } from '@portico/core';
import { parseDex, type StackDex } from './dex.js';
import { parseFarcaster, type StackFarcaster } from './farcaster.js';
import { address, fail, hex, list, optionalString, record, string, url } from './fields.js';
import { parseOidc, type StackOidc } from './oidc.js';
import { parseChainSmartAccounts, type StackSmartAccounts } from './smartAccounts.js';

/**
 * `.portico/stack.json`: what `npm start` (or a test harness) brought up, so tools and tests can
 * find the running stack. Later services add their own optional keys.
 */
export interface StackToken {
  address: `0x${string}`;
  name: string;
  symbol: string;
  decimals: number;
}

/** An ERC-721 collection deployed on a chain, with the tokens the stack's accounts hold. */
export interface StackCollection {
  address: `0x${string}`;
  name: string;
  symbol: string;
  /** Whether token metadata should flag it as spam (the NFTs view hides spam). */
  spam: boolean;
  /** Per holder address: the token ids it holds, as decimal strings. */
  holdings: Record<`0x${string}`, string[]>;
}

/** A name set in a chain's ENS-style registry: forward (address, text records) and reverse. */
export interface StackEnsName {
  name: string;
  address: `0x${string}`;
  /** The `avatar` text record, when set. */
  avatar?: string;
}

/** A chain's ENS-style name registry and the names set in it. */
export interface StackEns {
  registry: `0x${string}`;
  /** What viem takes as the chain's `ensUniversalResolver` contract. */
  universalResolver: `0x${string}`;
  publicResolver: `0x${string}`;
  reverseRegistrar: `0x${string}`;
  names: StackEnsName[];
}

/** An EVM chain; the smart-account fields come all together (the devnet writes them) or not at all. */
export interface StackChain extends Partial<StackSmartAccounts> {
  chainId: number;
  caipNetworkId: CaipNetworkId;
  name: string;
  testnet: boolean;
  rpcUrl: string;
  tokens: StackToken[];
  collections?: StackCollection[];
  ens?: StackEns;
  /** Uniswap v2 and v3 with the devnet's pools, when the stack deployed them (`startDevnet({ dex: true })`). */
  dex?: StackDex;
}

export interface StackAccount {
  address: `0x${string}`;
  privateKey: `0x${string}`;
  /** Per CAIP-2 network id: native and token balances as decimal strings, keyed by symbol. */
  balances: Record<CaipNetworkId, Record<string, string>>;
}

export interface StackSolanaToken {
  /** Base58 address of the SPL token mint. */
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
}

export interface StackSolanaNetwork {
  /** `solana:` and the first 32 characters of `genesisHash`. */
  caipNetworkId: CaipNetworkId;
  /** Base58 genesis hash, as `getGenesisHash` answers. */
  genesisHash: string;
  name: string;
  testnet: boolean;
  rpcUrl: string;
  /** The subscription endpoint (`createSolanaRpcSubscriptions`). */
  wsUrl: string;
  tokens: StackSolanaToken[];
}

export interface StackSolanaAccount {
  /** Base58 public key. */
  address: string;
  /** Base58 of the 64-byte key pair (32-byte secret seed, then the public key), as Solana wallets export it. */
  secretKey: string;
  /** Per CAIP-2 network id: SOL and token balances as decimal strings, keyed by symbol. */
  balances: Record<CaipNetworkId, Record<string, string>>;
}

/** The Solana side of the stack, kept apart from the EVM `chains` and `accounts`. */
export interface StackSolana {
  networks: StackSolanaNetwork[];
  accounts: StackSolanaAccount[];
}

export interface Stack {
  version: 1;
  demoUrl?: string;
  cloudUrl?: string;
  /** Portico Cloud's WalletConnect relay (`ws://…/relay`), the SDK's `relayUrl`. */
  relayUrl?: string;
  /** The embedded wallet's secure frame, on its own origin (`http://127.0.0.1:4101`). */
  frameUrl?: string;
  /** The cloud's built-in mailbox page (`<cloudUrl>/mailbox`), where the wallet's codes arrive in development. */
  mailboxUrl?: string;
  projectId?: string;
  /** The local OpenID provider standing in for the social providers (`npm start`; none in production). */
  oidc?: StackOidc;
  /** The local Farcaster Auth relay and the chain with Farcaster's registries (`npm start`; none in production). */
  farcaster?: StackFarcaster;
  chains: StackChain[];
  accounts: StackAccount[];
  /** The address of the verifying paymasters' signer (its key: `devnetPaymasterSigner` of @portico/devnet). */
  paymasterSigner?: `0x${string}`;
  solana?: StackSolana;
}

function parseToken(value: unknown, path: string): StackToken {
  const t = record(value, path);
  if (!hex(t.address, 40)) fail(`${path}.address`, 'a 20-byte hex address');
  if (!Number.isInteger(t.decimals)) fail(`${path}.decimals`, 'an integer');
  return {
    address: t.address,
    name: string(t.name, `${path}.name`),
    symbol: string(t.symbol, `${path}.symbol`),
    decimals: t.decimals as number,
  };
}

function parseCollection(value: unknown, path: string): StackCollection {
  const c = record(value, path);
  if (typeof c.spam !== 'boolean') fail(`${path}.spam`, 'a boolean');
  const holdings: StackCollection['holdings'] = {};
  for (const [holder, ids] of Object.entries(record(c.holdings, `${path}.holdings`))) {
    const idsPath = `${path}.holdings.${holder}`;
    holdings[address(holder, `${path}.holdings key`)] = list(ids, idsPath, (id, p) => {
      if (typeof id !== 'string' || !/^\d+$/.test(id)) fail(p, 'a decimal token id string');
      return id;
    });
  }
  return {
    address: address(c.address, `${path}.address`),
    name: string(c.name, `${path}.name`),
    symbol: string(c.symbol, `${path}.symbol`),
    spam: c.spam,
    holdings,
  };
}

function parseEnsName(value: unknown, path: string): StackEnsName {
  const n = record(value, path);
  const name: StackEnsName = {
    name: string(n.name, `${path}.name`),
    address: address(n.address, `${path}.address`),
  };
  const avatar = optionalString(n.avatar, `${path}.avatar`);
  if (avatar !== undefined) name.avatar = avatar;
  return name;
}

function parseEns(value: unknown, path: string): StackEns {
  const e = record(value, path);
  return {
    registry: address(e.registry, `${path}.registry`),
    universalResolver: address(e.universalResolver, `${path}.universalResolver`),
    publicResolver: address(e.publicResolver, `${path}.publicResolver`),
    reverseRegistrar: address(e.reverseRegistrar, `${path}.reverseRegistrar`),
    names: list(e.names, `${path}.names`, parseEnsName),
  };
}

function parseChain(value: unknown, path: string): StackChain {
  const c = record(value, path);
  if (!Number.isInteger(c.chainId)) fail(`${path}.chainId`, 'an integer');
  const caipNetworkId = string(c.caipNetworkId, `${path}.caipNetworkId`);
  if (caipNetworkId !== `eip155:${c.chainId}`) fail(`${path}.caipNetworkId`, `eip155:${c.chainId}`);
  if (typeof c.testnet !== 'boolean') fail(`${path}.testnet`, 'a boolean');
  const chain: StackChain = {
    chainId: c.chainId as number,
    caipNetworkId: caipNetworkId as CaipNetworkId,
    name: string(c.name, `${path}.name`),
    testnet: c.testnet,
    rpcUrl: string(c.rpcUrl, `${path}.rpcUrl`),
    tokens: list(c.tokens, `${path}.tokens`, parseToken),
    ...parseChainSmartAccounts(c, path),
  };
  if (c.collections !== undefined) {
    chain.collections = list(c.collections, `${path}.collections`, parseCollection);
  }
  if (c.ens !== undefined) chain.ens = parseEns(c.ens, `${path}.ens`);
  if (c.dex !== undefined) chain.dex = parseDex(c.dex, `${path}.dex`);
  return chain;
}

function parseBalances(value: unknown, path: string): StackAccount['balances'] {
  const balances: StackAccount['balances'] = {};
  for (const [network, amounts] of Object.entries(record(value, path))) {
    const entry: Record<string, string> = {};
    for (const [symbol, amount] of Object.entries(record(amounts, `${path}.${network}`))) {
      entry[symbol] = string(amount, `${path}.${network}.${symbol}`);
    }
    balances[network as CaipNetworkId] = entry;
  }
  return balances;
}

function parseAccount(value: unknown, path: string): StackAccount {
  const a = record(value, path);
  if (!hex(a.address, 40)) fail(`${path}.address`, 'a 20-byte hex address');
  if (!hex(a.privateKey, 64)) fail(`${path}.privateKey`, 'a 32-byte hex key');
  return {
    address: a.address,
    privateKey: a.privateKey,
    balances: parseBalances(a.balances, `${path}.balances`),
  };
}

// 64 bytes in base58: 87 or 88 characters, fewer only with leading zero bytes.
const base58KeyPair = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

function solanaAddress(value: unknown, path: string): string {
  if (!isSolanaAddress(value)) fail(path, 'a base58 Solana address');
  return value as string;
}

function parseSolanaToken(value: unknown, path: string): StackSolanaToken {
  const t = record(value, path);
  if (!Number.isInteger(t.decimals)) fail(`${path}.decimals`, 'an integer');
  return {
    mint: solanaAddress(t.mint, `${path}.mint`),
    name: string(t.name, `${path}.name`),
    symbol: string(t.symbol, `${path}.symbol`),
    decimals: t.decimals as number,
  };
}

function parseSolanaNetwork(value: unknown, path: string): StackSolanaNetwork {
  const n = record(value, path);
  const genesisHash = solanaAddress(n.genesisHash, `${path}.genesisHash`);
  const caipNetworkId = string(n.caipNetworkId, `${path}.caipNetworkId`);
  const expected = `solana:${genesisHash.slice(0, 32)}`;
  if (caipNetworkId !== expected) fail(`${path}.caipNetworkId`, expected);
  if (typeof n.testnet !== 'boolean') fail(`${path}.testnet`, 'a boolean');
  return {
    caipNetworkId: caipNetworkId as CaipNetworkId,
    genesisHash,
    name: string(n.name, `${path}.name`),
    testnet: n.testnet,
    rpcUrl: url(n.rpcUrl, `${path}.rpcUrl`, ['http:', 'https:']),
    wsUrl: url(n.wsUrl, `${path}.wsUrl`, ['ws:', 'wss:']),
    tokens: list(n.tokens, `${path}.tokens`, parseSolanaToken),
  };
}

function parseSolanaAccount(value: unknown, path: string): StackSolanaAccount {
  const a = record(value, path);
  if (typeof a.secretKey !== 'string' || !base58KeyPair.test(a.secretKey)) {
    fail(`${path}.secretKey`, 'a base58 64-byte key pair');
  }
  return {
    address: solanaAddress(a.address, `${path}.address`),
    secretKey: a.secretKey,
    balances: parseBalances(a.balances, `${path}.balances`),
  };
}

function parseSolana(value: unknown, path: string): StackSolana {
  const s = record(value, path);
  return {
    networks: list(s.networks, `${path}.networks`, parseSolanaNetwork),
    accounts: list(s.accounts, `${path}.accounts`, parseSolanaAccount),
  };
}

/** Validates a parsed `.portico/stack.json`, throwing a TypeError that names the first bad field. */
export function parseStack(value: unknown): Stack {
  const s = record(value, 'stack');
  if (s.version !== 1) fail('stack.version', '1');
  const stack: Stack = {
    version: 1,
    chains: list(s.chains, 'stack.chains', parseChain),
    accounts: list(s.accounts, 'stack.accounts', parseAccount),
  };
  const demoUrl = optionalString(s.demoUrl, 'stack.demoUrl');
  const cloudUrl = optionalString(s.cloudUrl, 'stack.cloudUrl');
  const relayUrl = optionalString(s.relayUrl, 'stack.relayUrl');
  const projectId = optionalString(s.projectId, 'stack.projectId');
  const frameUrl =
    s.frameUrl === undefined ? undefined : url(s.frameUrl, 'stack.frameUrl', ['http:', 'https:']);
  const mailboxUrl =
    s.mailboxUrl === undefined ? undefined : url(s.mailboxUrl, 'stack.mailboxUrl', ['http:', 'https:']);
  if (demoUrl) stack.demoUrl = demoUrl;
  if (cloudUrl) stack.cloudUrl = cloudUrl;
  if (relayUrl) stack.relayUrl = relayUrl;
  if (frameUrl) stack.frameUrl = frameUrl;
  if (mailboxUrl) stack.mailboxUrl = mailboxUrl;
  if (projectId) stack.projectId = projectId;
  if (s.oidc !== undefined) stack.oidc = parseOidc(s.oidc, 'stack.oidc');
  if (s.farcaster !== undefined) stack.farcaster = parseFarcaster(s.farcaster, 'stack.farcaster');
  if (s.paymasterSigner !== undefined) {
    stack.paymasterSigner = address(s.paymasterSigner, 'stack.paymasterSigner');
  }
  if (s.solana !== undefined) stack.solana = parseSolana(s.solana, 'stack.solana');
  return stack;
}

/** Where `npm start` writes the stack file, relative to the repository root. */
export const stackFilePath = '.portico/stack.json';
