import { createLogger, ProviderRpcError } from '@portico/core';
import { rpcErrorMessage, toProviderRpcError } from '@portico/core/adapters';
import { WalletKit } from '@reown/walletkit';
import type { AuthTypes, ProposalTypes, SessionTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import type { Address, LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createHeldRequests, type ReleaseOutcome } from '../heldRequests.js';
import { type SolanaKey, solanaKey } from '../solana/solanaKey.js';
import type { RequestArguments, TestWalletChain } from '../types.js';
import {
  type ConnectionRequest,
  createConnectionRequestControls,
  type SessionAuthenticate,
  type SessionProposal,
} from './connectionRequests.js';
import { answerEvmRequest, type EvmSide } from './evmRequests.js';
import { signInCacao } from './oneClickAuth.js';
import {
  approvedNamespaces,
  type Offer,
  updatedNamespace,
  walletConnectMethods,
} from './sessionNamespaces.js';
import { answerSolanaRequest, type SolanaSide } from './solanaRequests.js';
import type {
  WalletConnectLogEntry,
  WalletConnectNamespace,
  WalletConnectTestWalletConfig,
} from './types.js';
import { createWalletConnectCore } from './walletConnectCore.js';

export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>;
type RequestResponse = Parameters<WalletKitClient['respondSessionRequest']>[0]['response'];

/** A WalletConnect wallet on @reown/walletkit holding devnet keys, driven by a test. */
export interface WalletConnectTestWallet {
  /** The WalletKit client underneath, for what the controls do not cover (its socket, raw events). */
  readonly walletKit: WalletKitClient;
  /** The EVM account exposed now; `undefined` without `evm`. */
  readonly evmAddress: Address | undefined;
  readonly evmAddresses: readonly Address[];
  /** The wallet's EVM chain now; `undefined` without `evm`. */
  readonly chainId: number | undefined;
  /** The Solana account exposed now (base58); `undefined` without `solana`. */
  readonly solanaAddress: string | undefined;
  readonly solanaAddresses: readonly string[];
  /** The active sessions. */
  readonly sessions: SessionTypes.Struct[];
  /** Pairs from a `wc:` URI (as a QR code carries it); the dApp's proposal follows on the pairing. */
  pair(uri: string): Promise<void>;
  /** Every session proposal received, oldest first. */
  readonly proposals: readonly ProposalTypes.Struct[];
  /** Resolves with the next proposal to arrive (held, approved or rejected as arranged). */
  nextProposal(): Promise<ProposalTypes.Struct>;
  /**
   * Every one-click authentication request received (`wc_sessionAuthenticate`, CAIP-222), oldest first. The wallet
   * answers them unless `oneClickAuth` is false; then the dApp's fallback proposal comes instead.
   */
  readonly authentications: readonly AuthTypes.AuthRequestEventArgs[];
  /** Resolves with the next one-click authentication request to arrive (held, approved or rejected as arranged). */
  nextAuthentication(): Promise<AuthTypes.AuthRequestEventArgs>;
  /**
   * The next connection request (a proposal or a one-click authentication request) is rejected with this code
   * (default 5000, WalletConnect's "User rejected.").
   */
  rejectNextProposal(code?: number): void;
  /** The next connection request waits for `approveProposal` or `rejectProposal`, like a prompt the user has not answered. */
  holdNextProposal(): void;
  /** The proposals held now, oldest first. */
  readonly heldProposals: readonly ProposalTypes.Struct[];
  /** The one-click authentication requests held now, oldest first. */
  readonly heldAuthentications: readonly AuthTypes.AuthRequestEventArgs[];
  /**
   * Approves the oldest held connection request: a proposal with the wallet's chains and accounts, a one-click
   * request by signing in with its current EVM account; resolves with the session.
   */
  approveProposal(): Promise<SessionTypes.Struct>;
  /** Rejects the oldest held connection request with this code (default 5000). */
  rejectProposal(code?: number): Promise<void>;
  /** Every session request so far (a copy), oldest first. */
  readonly log: WalletConnectLogEntry[];
  /** The next request (of `method`, when given) is answered with this error instead. */
  rejectNextRequest(code?: number, method?: string): void;
  /** The next request (of `method`, or one of several) stays unanswered until `releaseRequests`. */
  holdNextRequest(method?: string | readonly string[]): void;
  /** The requests held now, oldest first. */
  readonly heldRequests: RequestArguments[];
  /** Answers every held request, normally or with `{ reject: code }`; returns how many were held. */
  releaseRequests(outcome?: ReleaseOutcome): number;
  /** The user moves the wallet to a known EVM chain: every session gains it if needed and gets `chainChanged`. */
  switchChain(chainId: number): Promise<void>;
  /**
   * The user picks account `index` of `namespace` (default eip155 when configured, else solana): every
   * session's accounts are updated and `accountsChanged` is emitted.
   */
  changeAccount(index: number, namespace?: WalletConnectNamespace): Promise<void>;
  /** The wallet ends every session (the dApp gets a session delete). */
  disconnect(): Promise<void>;
  /** Rejects held requests and connection requests (4001), and closes the relay socket for good. */
  close(): Promise<void>;
}

const defaultMetadata = {
  name: 'Portico WalletConnect Test Wallet',
  description: 'A WalletConnect wallet holding devnet keys, for tests',
  url: 'http://127.0.0.1',
  icons: [],
};

/** WalletConnect's "User rejected." keeps its text; EIP-1193 codes get theirs. */
function rejectionReason(code: number) {
  const userRejected = getSdkError('USER_REJECTED');
  const message =
    code === userRejected.code ? userRejected.message : (rpcErrorMessage(code) ?? userRejected.message);
  return { code, message };
}

function nonEmpty<T>(items: readonly T[] | undefined, what: string): readonly T[] {
  if (items === undefined || items.length === 0)
    throw new Error(`createWalletConnectTestWallet needs ${what}`);
  return items;
}

export async function createWalletConnectTestWallet(
  config: WalletConnectTestWalletConfig,
): Promise<WalletConnectTestWallet> {
  const { evm, solana } = config;
  if (evm === undefined && solana === undefined)
    throw new Error('createWalletConnectTestWallet needs evm or solana accounts');
  const evmAccounts: readonly LocalAccount[] = evm
    ? nonEmpty(evm.privateKeys, 'evm.privateKeys').map((key) => privateKeyToAccount(key))
    : [];
  const evmChains: TestWalletChain[] = evm ? [...nonEmpty(evm.chains, 'evm.chains')] : [];
  const solanaKeys: readonly SolanaKey[] = solana
    ? nonEmpty(solana.secretKeys, 'solana.secretKeys').map(solanaKey)
    : [];
  const solanaChains = solana ? nonEmpty(solana.chains, 'solana.chains') : [];
  const logger = config.logger ?? createLogger({ level: 'warn' });

  const walletKit = await WalletKit.init({
    core: createWalletConnectCore({ relayUrl: config.relayUrl, projectId: config.projectId, name: 'wallet' }),
    metadata: { ...defaultMetadata, ...config.metadata },
  });

  let evmIndex = 0;
  let solanaIndex = 0;
  let chainId = evmChains[0]?.chainId;
  const entries: WalletConnectLogEntry[] = [];
  let rejections: { code: number; method: string | undefined }[] = [];
  const requests = createConnectionRequestControls();
  const held = createHeldRequests();

  const evmAccount = () => evmAccounts[evmIndex] as LocalAccount;
  const solanaAccount = () => solanaKeys[solanaIndex] as SolanaKey;
  const sessions = () => Object.values(walletKit.getActiveSessions());
  const offer = (): Offer => ({
    ...(chainId !== undefined && {
      eip155: {
        chains: [chainId, ...evmChains.map((chain) => chain.chainId).filter((id) => id !== chainId)].map(
          (id) => `eip155:${id}`,
        ),
        address: evmAccount().address,
      },
    }),
    ...(solana && { solana: { chains: solanaChains.map(({ id }) => id), address: solanaAccount().address } }),
  });

  /** Moves every session's `namespace` to the offer (adding `addChain`), then emits `event` on each session. */
  const tellSessions = async (
    namespace: WalletConnectNamespace,
    event: 'chainChanged' | 'accountsChanged',
    addChain?: string,
  ) => {
    const offered = offer()[namespace];
    if (offered === undefined) return;
    for (const session of sessions()) {
      const approved = session.namespaces[namespace];
      if (approved === undefined) continue;
      const namespaceNow = updatedNamespace(approved, offered, addChain);
      const namespaces = { ...session.namespaces, [namespace]: namespaceNow };
      // The dApp's acknowledgement is not awaited: it may be gone.
      if (JSON.stringify(namespaceNow) !== JSON.stringify(approved))
        await walletKit.updateSession({ topic: session.topic, namespaces });
      if (!approved.events.includes(event)) continue;
      const chains = namespaceNow.chains ?? [];
      const current = offered.chains[0] as string;
      const eventChain = addChain ?? (chains.includes(current) ? current : (chains[0] as string));
      const data = event === 'chainChanged' ? chainId : [`${eventChain}:${offered.address}`];
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: event, data },
        chainId: eventChain,
      });
    }
  };

  const knownChain = (id: number) => evmChains.find((chain) => chain.chainId === id);
  const switchChain = async (id: number) => {
    if (knownChain(id) === undefined) throw new RangeError(`The wallet knows no EVM chain ${id}`);
    if (id === chainId) return;
    chainId = id;
    await tellSessions('eip155', 'chainChanged', `eip155:${id}`);
  };
  const evmSide: EvmSide = {
    account: evmAccount,
    chain: knownChain,
    currentChainId: () => chainId as number,
    switchChain,
    addChain: (chain) => evmChains.push(chain),
  };
  const solanaSide: SolanaSide = {
    key: solanaAccount,
    chain: (id) => solanaChains.find((chain) => chain.id === id),
  };

  const answer = async ({ method, params }: RequestArguments, caipChainId: string): Promise<unknown> => {
    const rejection = rejections.find((r) => r.method === undefined || r.method === method);
    if (rejection !== undefined) {
      rejections = rejections.filter((r) => r !== rejection);
      throw new ProviderRpcError(rejection.code);
    }
    const namespace = caipChainId.split(':')[0];
    if (namespace === 'eip155' && evm) return answerEvmRequest(evmSide, method, params, caipChainId);
    if (namespace === 'solana' && solana) return answerSolanaRequest(solanaSide, method, params, caipChainId);
    throw new ProviderRpcError(4200);
  };

  walletKit.on('session_request', async ({ id, topic, params: { request, chainId: caipChainId } }) => {
    entries.push({
      method: request.method,
      params: request.params,
      chainId: caipChainId,
      topic,
      time: Date.now(),
    });
    const args: RequestArguments = { method: request.method, params: request.params };
    const respond = () => answer(args, caipChainId);
    let response: RequestResponse;
    try {
      response = { id, jsonrpc: '2.0', result: await (held.intercept(args, respond) ?? respond()) };
    } catch (caught) {
      const { code, message, data } = toProviderRpcError(caught);
      // WalletConnect's error data is text.
      const text = data === undefined || typeof data === 'string' ? data : JSON.stringify(data);
      response = { id, jsonrpc: '2.0', error: { code, message, ...(text !== undefined && { data: text }) } };
    }
    try {
      await walletKit.respondSessionRequest({ topic, response });
    } catch (error) {
      logger.error(`WalletConnect test wallet: could not answer ${request.method}`, error);
    }
  });

  const approveSession = async (proposal: SessionProposal) => {
    let namespaces: SessionTypes.Namespaces;
    try {
      namespaces = approvedNamespaces(proposal.params, offer());
    } catch (error) {
      const reason = getSdkError('UNSUPPORTED_CHAINS', (error as Error).message);
      await walletKit.rejectSession({ id: proposal.id, reason });
      throw error;
    }
    return walletKit.approveSession({ id: proposal.id, namespaces });
  };
  /** Signs in with the current EVM account on one of the requested chains it has, and opens the session. */
  const approveAuthentication = async (authentication: SessionAuthenticate) => {
    const { id } = authentication;
    let cacao: AuthTypes.Cacao;
    try {
      cacao = await signInCacao(
        authentication,
        {
          account: evmAccount(),
          chains: offer().eip155?.chains ?? [],
          formatMessage: (message) => walletKit.formatAuthMessage(message),
        },
        walletConnectMethods.eip155,
      );
    } catch (error) {
      const reason = getSdkError('UNSUPPORTED_CHAINS', (error as Error).message);
      await walletKit.rejectSessionAuthenticate({ id, reason });
      throw error;
    }
    const { session } = await walletKit.approveSessionAuthenticate({ id, auths: [cacao] });
    if (session === undefined)
      throw new Error('The one-click request asked for no method the wallet has: no session was opened');
    return session;
  };
  const approve = (request: ConnectionRequest) =>
    request.kind === 'proposal'
      ? approveSession(request.proposal)
      : approveAuthentication(request.authentication);
  const reject = async (request: ConnectionRequest, code: number) => {
    const reason = rejectionReason(code);
    if (request.kind === 'proposal') await walletKit.rejectSession({ id: request.proposal.id, reason });
    else await walletKit.rejectSessionAuthenticate({ id: request.authentication.id, reason });
  };
  const arrive = async (request: ConnectionRequest, dApp: string) => {
    const decision = requests.arrive(request);
    try {
      if (decision === 'approve') await approve(request);
      else if (decision !== 'hold') await reject(request, decision);
    } catch (error) {
      logger.error(`WalletConnect test wallet: could not answer the ${request.kind} of ${dApp}`, error);
    }
  };

  walletKit.on('session_proposal', (proposal) =>
    arrive({ kind: 'proposal', proposal }, proposal.params.proposer.metadata.name),
  );
  // A wallet that listens for one-click requests gets no fallback proposal with them.
  if (evm && config.oneClickAuth !== false)
    walletKit.on('session_authenticate', (authentication) =>
      arrive({ kind: 'authentication', authentication }, authentication.params.requester.metadata.name),
    );

  return {
    walletKit,
    get evmAddress() {
      return evm ? evmAccount().address : undefined;
    },
    evmAddresses: evmAccounts.map(({ address }) => address),
    get chainId() {
      return chainId;
    },
    get solanaAddress() {
      return solana ? solanaAccount().address : undefined;
    },
    solanaAddresses: solanaKeys.map(({ address }) => address),
    get sessions() {
      return sessions();
    },
    pair: async (uri) => {
      await walletKit.pair({ uri });
    },
    get proposals() {
      return requests.seen('proposal').map(({ proposal }) => proposal.params);
    },
    nextProposal: async () => (await requests.next('proposal')).proposal.params,
    get authentications() {
      return requests.seen('authentication').map(({ authentication }) => authentication.params);
    },
    nextAuthentication: async () => (await requests.next('authentication')).authentication.params,
    rejectNextProposal: (code = getSdkError('USER_REJECTED').code) => requests.rejectNext(code),
    holdNextProposal: requests.holdNext,
    get heldProposals() {
      return requests.held('proposal').map(({ proposal }) => proposal.params);
    },
    get heldAuthentications() {
      return requests.held('authentication').map(({ authentication }) => authentication.params);
    },
    approveProposal: async () => approve(requests.takeHeld()),
    rejectProposal: async (code = getSdkError('USER_REJECTED').code) => reject(requests.takeHeld(), code),
    get log() {
      return [...entries];
    },
    rejectNextRequest(code = 4001, method) {
      rejections.push({ code, method });
    },
    holdNextRequest: held.hold,
    get heldRequests() {
      return held.requests;
    },
    releaseRequests: held.release,
    switchChain: async (id) => {
      if (!evm) throw new Error('The wallet has no EVM accounts');
      await switchChain(id);
    },
    async changeAccount(index, namespace = evm ? 'eip155' : 'solana') {
      const count = namespace === 'eip155' ? evmAccounts.length : solanaKeys.length;
      if (index < 0 || index >= count)
        throw new RangeError(`The wallet has ${count} ${namespace} accounts, no account ${index}`);
      const current = namespace === 'eip155' ? evmIndex : solanaIndex;
      if (index === current) return;
      if (namespace === 'eip155') evmIndex = index;
      else solanaIndex = index;
      await tellSessions(namespace, 'accountsChanged');
    },
    async disconnect() {
      for (const { topic } of sessions())
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') });
    },
    async close() {
      held.release({ reject: 4001 });
      await Promise.all(Array.from({ length: requests.heldCount }, () => reject(requests.takeHeld(), 4001)));
      requests.clear();
      walletKit.core.heartbeat.stop();
      await walletKit.core.relayer.transportClose();
    },
  };
}
