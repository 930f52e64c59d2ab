import { type Address, numberToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseAddChainParameters } from './addChainParameters.js';
import { createEmitter, type ProviderListener } from './emitter.js';
import { ProviderRpcError, toProviderRpcError } from './providerRpcError.js';
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
  readonly address: Address;
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: ProviderListener): void;
  removeListener(event: string, listener: ProviderListener): void;
  /** Every request so far (a copy), oldest first. */
  readonly log: LogEntry[];
  /** The next request (of `method`, when given) fails with this EIP-1193 error instead of being answered. */
  rejectNext(code?: number, message?: string, method?: string): void;
  /** The site loses its authorisation: eth_accounts answers [] and `accountsChanged([])` is emitted. */
  revoke(): void;
  /** The wallet moves to `chainId` on its own (known or not) and emits `chainChanged`. */
  setChain(chainId: number): void;
  /** The wallet loses every chain: emits `disconnect` (4900); chain requests fail until `connect()`. */
  disconnect(): void;
  /** Ends `disconnect()`: emits `connect` with the current chain id. */
  connect(): void;
  /** Back to the configured start: no authorisation, first known chain, no added chains, empty log. */
  reset(): void;
}

interface Rejection {
  code: number;
  message: string | undefined;
  method: string | undefined;
}

const accountMethods = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);
const unsupportedPrefixes = ['wallet_', 'eth_sign'];

export function createTestWallet(config: TestWalletConfig): TestWallet {
  const account = privateKeyToAccount(config.privateKey);
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
    chainId: firstChain.chainId,
    addedChains: [],
  });
  let state = loadWalletState(storage, storageKey) ?? initialState();
  let connected = true;
  let entries: LogEntry[] = [];
  let rejections: Rejection[] = [];
  const emitter = createEmitter();

  const update = (change: Partial<PersistedWalletState>) => {
    state = { ...state, ...change };
    saveWalletState(storage, storageKey, state);
  };
  const knownChain = (chainId: number): TestWalletChain | undefined =>
    state.addedChains.find((chain) => chain.chainId === chainId) ??
    knownAtStart.find((chain) => chain.chainId === chainId);
  const accounts = () => (state.authorised ? [account.address] : []);
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
    personal_sign: (params) => personalSign(account, params),
    eth_signTypedData_v4: (params) => signTypedDataV4(account, params),
    eth_sendTransaction: (params) => sendTransaction(account, currentChain(), params),
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

  return {
    info,
    address: account.address,
    async request(args) {
      entries.push({ method: args.method, params: args.params, time: Date.now() });
      try {
        return await answer(args);
      } catch (error) {
        throw toProviderRpcError(error);
      }
    },
    on: emitter.on,
    removeListener: emitter.removeListener,
    get log() {
      return [...entries];
    },
    rejectNext(code = 4001, message, method) {
      rejections.push({ code, message, method });
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
      if (wasAuthorised) emitter.emit('accountsChanged', []);
      if (previousChainId !== state.chainId) emitter.emit('chainChanged', chainIdHex());
    },
  };
}
