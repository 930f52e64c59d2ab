import { ProviderRpcError } from '@portico/core';
import { toProviderRpcError } from '@portico/core/adapters';
import { type Address, type Hex, type LocalAccount, numberToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseAddChainParameters } from './addChainParameters.js';
import { createEmitter, type ProviderListener } from './emitter.js';
import { createHeldRequests, type ReleaseOutcome } from './heldRequests.js';
import { forwardToRpc } from './rpc.js';
import { personalSign, signTypedDataV4 } from './signing.js';
import { sendTransaction } from './transaction.js';
import type {
  LogEntry,
  RequestArguments,
  TestWalletChain,
  TestWalletConfig,
  TestWalletInfo,
} from './types.js';
import { assetCapabilities, getAssets } from './walletAssets.js';
import { walletInfo } from './walletInfo.js';
import {
  loadWalletState,
  memoryStorage,
  type PersistedWalletState,
  saveWalletState,
} from './walletStorage.js';

/** An EIP-1193 provider backed by a private key, with controls for tests. */
export interface TestWallet {
  readonly info: TestWalletInfo;
  /** The account the wallet exposes now. */
  readonly address: Address;
  /** Every account of the wallet, in the order of the configured keys. */
  readonly addresses: readonly Address[];
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: ProviderListener): void;
  removeListener(event: string, listener: ProviderListener): void;
  /** Every request so far (a copy), oldest first. */
  readonly log: LogEntry[];
  /** The next request (of `method`, when given) fails with this EIP-1193 error instead of being answered. */
  rejectNext(code?: number, message?: string, method?: string): void;
  /**
   * The next request (of `method`, or of one of several methods) stays pending until `release`, like a
   * prompt the visitor has not answered yet. Each call holds one request.
   */
  holdNext(method?: string | readonly string[]): void;
  /** The requests held now, oldest first. */
  readonly held: RequestArguments[];
  /**
   * Answers every held request, normally or with `{ reject: code }`, and drops holds that caught nothing.
   * Returns how many requests were held.
   */
  release(outcome?: ReleaseOutcome): number;
  /** The wallet's user picks account `index`: it is exposed, signs, and `accountsChanged` is emitted when authorised. */
  setAccount(index: number): void;
  /** The site loses its authorisation: eth_accounts answers [] and `accountsChanged([])` is emitted. */
  revoke(): void;
  /** The wallet moves to `chainId` on its own (known or not) and emits `chainChanged`. */
  setChain(chainId: number): void;
  /** The wallet loses every chain: emits `disconnect` (4900); chain requests fail until `connect()`. */
  disconnect(): void;
  /** Ends `disconnect()`: emits `connect` with the current chain id. */
  connect(): void;
  /**
   * Back to the configured start: no authorisation, first account and known chain, no added chains, empty
   * log; held requests are rejected with 4001.
   */
  reset(): void;
}

interface Rejection {
  code: number;
  message: string | undefined;
  method: string | undefined;
}

const accountMethods = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);
const unsupportedPrefixes = ['wallet_', 'eth_sign'];

function configuredKeys({ privateKey, privateKeys }: TestWalletConfig): readonly Hex[] {
  if (privateKey !== undefined && privateKeys !== undefined)
    throw new Error('createTestWallet takes privateKey or privateKeys, not both');
  const keys = privateKeys ?? (privateKey === undefined ? [] : [privateKey]);
  if (keys.length === 0) throw new Error('createTestWallet needs a private key');
  return keys;
}

export function createTestWallet(config: TestWalletConfig): TestWallet {
  const walletAccounts = configuredKeys(config).map((key) => privateKeyToAccount(key));
  const info = walletInfo(config.info);
  const storage = config.storage ?? memoryStorage();
  const storageKey = `porticoTestWallet:${info.rdns}`;
  const reachable = new Map(config.chains.map((chain) => [chain.chainId, chain]));
  const knownAtStart = (config.knownChainIds ?? config.chains.map((chain) => chain.chainId)).flatMap(
    (chainId) => reachable.get(chainId) ?? [],
  );
  const firstChain = knownAtStart[0];
  if (firstChain === undefined)
    throw new Error('createTestWallet needs at least one known chain with an RPC URL');

  const initialState = (): PersistedWalletState => ({
    authorised: false,
    accountIndex: 0,
    chainId: firstChain.chainId,
    addedChains: [],
  });
  let state = loadWalletState(storage, storageKey) ?? initialState();
  let connected = true;
  let entries: LogEntry[] = [];
  let rejections: Rejection[] = [];
  const held = createHeldRequests();
  const emitter = createEmitter();

  const update = (change: Partial<PersistedWalletState>) => {
    state = { ...state, ...change };
    saveWalletState(storage, storageKey, state);
  };
  const knownChain = (chainId: number): TestWalletChain | undefined =>
    state.addedChains.find((chain) => chain.chainId === chainId) ??
    knownAtStart.find((chain) => chain.chainId === chainId);
  // A stored index the configuration no longer has falls back to the first account.
  const account = () => walletAccounts[state.accountIndex ?? 0] ?? (walletAccounts[0] as LocalAccount);
  const accounts = () => (state.authorised ? [account().address] : []);
  const chainIdHex = () => numberToHex(state.chainId);

  const moveTo = (chainId: number) => {
    if (chainId === state.chainId) return;
    update({ chainId });
    emitter.emit('chainChanged', chainIdHex());
  };
  const authorise = () => {
    if (state.authorised) return;
    update({ authorised: true });
    emitter.emit('accountsChanged', accounts());
  };
  const revoke = () => {
    if (!state.authorised) return;
    update({ authorised: false });
    emitter.emit('accountsChanged', []);
  };
  const currentChain = (): TestWalletChain => {
    if (!connected) throw new ProviderRpcError(4900);
    const chain = knownChain(state.chainId);
    if (chain === undefined) throw new ProviderRpcError(4901);
    return chain;
  };
  const permissions = () =>
    state.authorised
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: globalThis.location?.origin ?? 'null',
            caveats: [{ type: 'restrictReturnedAccounts', value: accounts() }],
          },
        ]
      : [];

  const handlers: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: () => {
      authorise();
      return accounts();
    },
    eth_accounts: accounts,
    eth_chainId: chainIdHex,
    wallet_switchEthereumChain: (params) => {
      const [target] = Array.isArray(params) ? params : [];
      const chainId = Number((target as { chainId?: unknown } | undefined)?.chainId);
      if (!Number.isSafeInteger(chainId)) throw new ProviderRpcError(-32602, 'Expected [{ chainId }]');
      if (knownChain(chainId) === undefined) throw new ProviderRpcError(4902);
      moveTo(chainId);
      return null;
    },
    // Like MetaMask, adding a chain also switches to it.
    wallet_addEthereumChain: (params) => {
      const chain = parseAddChainParameters(params);
      if (knownChain(chain.chainId) === undefined) update({ addedChains: [...state.addedChains, chain] });
      moveTo(chain.chainId);
      return null;
    },
    wallet_getPermissions: permissions,
    wallet_requestPermissions: () => {
      authorise();
      return permissions();
    },
    wallet_revokePermissions: () => {
      revoke();
      return null;
    },
    personal_sign: (params) => personalSign(account(), params),
    eth_signTypedData_v4: (params) => signTypedDataV4(account(), params),
    eth_sendTransaction: (params) => sendTransaction(account(), currentChain(), params),
    ...(config.assetDiscovery
      ? {
          wallet_getCapabilities: () => assetCapabilities(config.chains),
          wallet_getAssets: (params: unknown) =>
            getAssets(params, config.chains, config.assetDiscovery?.tokens ?? {}),
        }
      : {}),
  };

  const answer = async ({ method, params }: RequestArguments): Promise<unknown> => {
    const rejection = rejections.find((r) => r.method === undefined || r.method === method);
    if (rejection !== undefined) {
      rejections = rejections.filter((r) => r !== rejection);
      throw new ProviderRpcError(rejection.code, rejection.message);
    }
    if (accountMethods.has(method) && !state.authorised) throw new ProviderRpcError(4100);
    const handler = handlers[method];
    if (handler !== undefined) return handler(params);
    if (unsupportedPrefixes.some((prefix) => method.startsWith(prefix))) throw new ProviderRpcError(4200);
    return forwardToRpc(currentChain().rpcUrl, method, params);
  };

  const answerAs1193 = async (args: RequestArguments): Promise<unknown> => {
    try {
      return await answer(args);
    } catch (error) {
      throw toProviderRpcError(error);
    }
  };

  return {
    info,
    get address() {
      return account().address;
    },
    addresses: walletAccounts.map(({ address }) => address),
    request(args) {
      entries.push({ method: args.method, params: args.params, time: Date.now() });
      return held.intercept(args, () => answerAs1193(args)) ?? answerAs1193(args);
    },
    on: emitter.on,
    removeListener: emitter.removeListener,
    get log() {
      return [...entries];
    },
    rejectNext(code = 4001, message, method) {
      rejections.push({ code, message, method });
    },
    holdNext: held.hold,
    get held() {
      return held.requests;
    },
    release: held.release,
    setAccount(index) {
      if (walletAccounts[index] === undefined)
        throw new RangeError(`The wallet has ${walletAccounts.length} accounts, no account ${index}`);
      if (index === (state.accountIndex ?? 0)) return;
      update({ accountIndex: index });
      if (state.authorised) emitter.emit('accountsChanged', accounts());
    },
    revoke,
    setChain(chainId) {
      const chain = reachable.get(chainId);
      if (chain !== undefined && knownChain(chainId) === undefined) {
        update({ addedChains: [...state.addedChains, chain] });
      }
      moveTo(chainId);
    },
    disconnect() {
      if (!connected) return;
      connected = false;
      emitter.emit('disconnect', new ProviderRpcError(4900));
    },
    connect() {
      if (connected) return;
      connected = true;
      emitter.emit('connect', { chainId: chainIdHex() });
    },
    reset() {
      const wasAuthorised = state.authorised;
      const previousChainId = state.chainId;
      storage.removeItem(storageKey);
      state = initialState();
      connected = true;
      entries = [];
      rejections = [];
      held.release({ reject: 4001 });
      if (wasAuthorised) emitter.emit('accountsChanged', []);
      if (previousChainId !== state.chainId) emitter.emit('chainChanged', chainIdHex());
    },
  };
}
