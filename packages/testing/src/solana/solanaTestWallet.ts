import { ProviderRpcError } from '@portico/core';
import { toProviderRpcError } from '@portico/core/adapters';
import { signBytes } from '@solana/kit';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import { createHeldRequests, type ReleaseOutcome } from '../heldRequests.js';
import type { LogEntry, RequestArguments } from '../types.js';
import { loadWalletState, memoryStorage, saveWalletState } from '../walletStorage.js';
import { signInOutput } from './signIn.js';
import { signWireTransaction } from './signTransaction.js';
import { type SolanaKey, solanaKey } from './solanaKey.js';
import { confirmTransaction, sendTransaction } from './solanaRpc.js';
import { solanaWalletInfo } from './solanaWalletInfo.js';
import type { SolanaTestWalletChain, SolanaTestWalletConfig } from './types.js';

export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignInFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** A Wallet Standard Solana wallet backed by secret keys, with controls for tests. */
export interface SolanaTestWallet extends Wallet {
  readonly features: SolanaTestWalletFeatures;
  /** The account the wallet exposes now (base58). */
  readonly address: string;
  /** Every account of the wallet, in the order of the configured keys. */
  readonly addresses: readonly string[];
  /** Every feature call so far (a copy), oldest first: `method` is the feature's name, `params` its inputs. */
  readonly log: LogEntry[];
  /**
   * The next request that could prompt (of `method`, when given) fails with an `Error` whose `code` is `code`,
   * as Phantom refuses. A silent connect and `standard:disconnect` never prompt: they are always answered.
   */
  rejectNext(code?: number, message?: string, method?: string): void;
  /** The next request that could prompt (of `method`, or of one of several) stays pending until `release`. */
  holdNext(method?: string | readonly string[]): void;
  /** The requests held now, oldest first. */
  readonly held: RequestArguments[];
  /** Answers every held request, normally or with `{ reject: code }`; returns how many were held. */
  release(outcome?: ReleaseOutcome): number;
  /** The user picks account `index`: it is exposed and signs; `change` is emitted when the site sees accounts. */
  setAccount(index: number): void;
  /** The site loses its authorisation: no accounts, `change` emitted; a silent connect finds nothing. */
  revoke(): void;
  /**
   * The wallet ends the session on its side (as when it locks): no accounts, `change` emitted. The site stays
   * authorised: a silent connect gets the account back.
   */
  disconnect(): void;
  /** Back to the start: no authorisation, first account, empty log; held requests are rejected with 4001. */
  reset(): void;
}

/** What survives a reload: the site's authorisation and the exposed account. */
interface PersistedSolanaWalletState {
  authorised: boolean;
  accountIndex: number;
}

interface Rejection {
  code: number;
  message: string | undefined;
  method: string | undefined;
}

const accountFeatures = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const satisfies readonly IdentifierString[];
const supportedTransactionVersions = ['legacy', 0] as const;

function configuredKeys({ secretKey, secretKeys }: SolanaTestWalletConfig): readonly string[] {
  if (secretKey !== undefined && secretKeys !== undefined)
    throw new Error('createSolanaTestWallet takes secretKey or secretKeys, not both');
  const keys = secretKeys ?? (secretKey === undefined ? [] : [secretKey]);
  if (keys.length === 0) throw new Error('createSolanaTestWallet needs a secret key');
  return keys;
}

export function createSolanaTestWallet(config: SolanaTestWalletConfig): SolanaTestWallet {
  const keys = configuredKeys(config).map(solanaKey);
  if (config.chains.length === 0) throw new Error('createSolanaTestWallet needs at least one chain');
  const chains = config.chains.map(({ id }) => id);
  const { name, icon } = solanaWalletInfo(config.info);
  const storage = config.storage ?? memoryStorage();
  const storageKey = `porticoSolanaTestWallet:${name}`;
  const walletAccounts: readonly WalletAccount[] = keys.map(({ address, publicKey }) =>
    Object.freeze({ address, publicKey, chains: [...chains], features: [...accountFeatures] }),
  );

  const initialState = (): PersistedSolanaWalletState => ({ authorised: false, accountIndex: 0 });
  let state = loadWalletState<PersistedSolanaWalletState>(storage, storageKey) ?? initialState();
  // Like an extension after a reload: the site sees no account until it connects (silently or not).
  let session = false;
  let entries: LogEntry[] = [];
  let rejections: Rejection[] = [];
  const held = createHeldRequests();
  const listeners = new Set<StandardEventsListeners['change']>();

  const update = (change: Partial<PersistedSolanaWalletState>) => {
    state = { ...state, ...change };
    saveWalletState(storage, storageKey, state);
  };
  // A stored index the configuration no longer has falls back to the first account.
  const currentIndex = () => (keys[state.accountIndex] === undefined ? 0 : state.accountIndex);
  const currentKey = () => keys[currentIndex()] as SolanaKey;
  const accounts = (): readonly WalletAccount[] =>
    session && state.authorised ? [walletAccounts[currentIndex()] as WalletAccount] : [];
  const emitChange = () => {
    const properties = { accounts: accounts() };
    for (const listener of [...listeners]) listener(properties);
  };
  /** Runs `change`, then emits `change` when the accounts the site sees differ. */
  const changing = (change: () => void) => {
    const before = accounts()[0];
    change();
    if (accounts()[0] !== before) emitChange();
  };

  const signer = (account: WalletAccount): SolanaKey => {
    const key = currentKey();
    if (accounts().length === 0 || account.address !== key.address) throw new ProviderRpcError(4100);
    return key;
  };
  const chainOf = (chain: IdentifierString): SolanaTestWalletChain => {
    const found = config.chains.find(({ id }) => id === chain);
    if (found === undefined)
      throw new ProviderRpcError(-32602, `The wallet does not support the chain ${chain}`);
    return found;
  };

  /** Logs a request; one that could prompt may be refused (`rejectNext`) or held (`holdNext`) first. */
  const request = <T>(
    method: string,
    params: readonly unknown[],
    answer: () => Promise<T>,
    prompts = true,
  ): Promise<T> => {
    entries.push({ method, params, time: Date.now() });
    const respond = async (): Promise<T> => {
      try {
        const rejection = prompts
          ? rejections.find((r) => r.method === undefined || r.method === method)
          : undefined;
        if (rejection !== undefined) {
          rejections = rejections.filter((r) => r !== rejection);
          throw new ProviderRpcError(rejection.code, rejection.message);
        }
        return await answer();
      } catch (error) {
        throw toProviderRpcError(error);
      }
    };
    if (!prompts) return respond();
    return (held.intercept({ method, params }, respond) as Promise<T> | undefined) ?? respond();
  };

  const connect = (input: StandardConnectInput = {}) =>
    request(
      'standard:connect',
      [input],
      async () => {
        changing(() => {
          if (!input.silent) update({ authorised: true });
          session = state.authorised;
        });
        return { accounts: accounts() };
      },
      !input.silent,
    );

  // The dApp's disconnect ends the session and forgets the site, as Phantom does.
  const disconnectSite = () =>
    request(
      'standard:disconnect',
      [],
      async () => {
        changing(() => {
          session = false;
          update({ authorised: false });
        });
      },
      false,
    );

  const signMessage = (...inputs: readonly SolanaSignMessageInput[]) =>
    request('solana:signMessage', inputs, () =>
      Promise.all(
        inputs.map(async ({ account, message }) => {
          const { privateKey } = await signer(account).keyPair();
          const signature = Uint8Array.from(await signBytes(privateKey, message));
          return { signedMessage: message, signature, signatureType: 'ed25519' as const };
        }),
      ),
    );

  // Signing in connects, as a one-click sign-in does: once signed, the site is authorised and sees the account.
  const signIn = (...inputs: readonly SolanaSignInInput[]) =>
    request('solana:signIn', inputs, async () => {
      const account = walletAccounts[currentIndex()] as WalletAccount;
      const outputs = await Promise.all(inputs.map((input) => signInOutput(currentKey(), account, input)));
      changing(() => {
        update({ authorised: true });
        session = true;
      });
      return outputs;
    });

  const signTransaction = (...inputs: readonly SolanaSignTransactionInput[]) =>
    request('solana:signTransaction', inputs, () =>
      Promise.all(
        inputs.map(async ({ account, transaction, chain }) => {
          if (chain !== undefined) chainOf(chain);
          const signed = await signWireTransaction(await signer(account).keyPair(), transaction);
          return { signedTransaction: signed.bytes };
        }),
      ),
    );

  // One after the other, as a wallet sends a batch.
  const signAndSendTransaction = (...inputs: readonly SolanaSignAndSendTransactionInput[]) =>
    request('solana:signAndSendTransaction', inputs, async () => {
      const outputs: { signature: Uint8Array }[] = [];
      for (const { account, transaction, chain, options } of inputs) {
        const { rpcUrl } = chainOf(chain);
        const signed = await signWireTransaction(await signer(account).keyPair(), transaction);
        if (signed.signature === undefined)
          throw new ProviderRpcError(-32602, 'The transaction’s fee payer has not signed it');
        const sent = await sendTransaction(rpcUrl, signed.base64, options);
        if (options?.commitment) await confirmTransaction(rpcUrl, sent, options.commitment);
        outputs.push({ signature: signed.signature.bytes });
      }
      return outputs;
    });

  const features: SolanaTestWalletFeatures = {
    'standard:connect': { version: '1.0.0', connect },
    'standard:disconnect': { version: '1.0.0', disconnect: disconnectSite },
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    'solana:signIn': { version: '1.0.0', signIn },
    'solana:signMessage': { version: '1.1.0', signMessage },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions, signTransaction },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      signAndSendTransaction,
    },
  };

  return {
    version: '1.0.0',
    name,
    icon,
    chains,
    features,
    get accounts() {
      return accounts();
    },
    get address() {
      return currentKey().address;
    },
    addresses: keys.map(({ address }) => address),
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
      if (keys[index] === undefined)
        throw new RangeError(`The wallet has ${keys.length} accounts, no account ${index}`);
      changing(() => update({ accountIndex: index }));
    },
    revoke() {
      changing(() => {
        session = false;
        update({ authorised: false });
      });
    },
    disconnect() {
      changing(() => {
        session = false;
      });
    },
    reset() {
      changing(() => {
        storage.removeItem(storageKey);
        state = initialState();
        session = false;
      });
      entries = [];
      rejections = [];
      held.release({ reject: 4001 });
    },
  };
}
