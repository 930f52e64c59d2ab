import { createLogger, type Network } from '@portico/core';
import {
  type ChainAdapter,
  type ConnectorContext,
  type ConnectParams,
  type EmbeddedRequestGate,
  type EmbeddedWalletSource,
  untilAborted,
  type WalletConnection,
} from '@portico/core/adapters';
import type { ConformanceHarness, ConformanceSetup, ConformanceWallet } from './harness.js';

/** The embedded wallet's world: pages over one secure frame (its device storage kept) and the cloud's mailbox. */
export interface EmbeddedWalletWorld {
  /** A page load: a new source over the secure frame, not set up yet (`frameUrl`, or `openFrame` in Node). */
  createSource(): EmbeddedWalletSource;
  createAdapter(): ChainAdapter;
  /** A new email for each case: its wallet is created by the case's first login. */
  newEmail(): string;
  /** The newest code the cloud mailed to `email` (`GET /mailbox/messages?to=`); the cloud's email cooldown off. */
  readCode(email: string): Promise<string>;
  /** Ends the email's sessions on the cloud, access and refresh tokens (what revoking the site is here). */
  revokeSessions(email: string): Promise<void>;
  stop?(): void | Promise<void>;
}

export interface EmbeddedWalletConformanceOptions
  extends Pick<
    ConformanceHarness,
    'networks' | 'balanceOf' | 'verifyMessage' | 'eventTimeoutMs' | 'tokensOf' | 'tokenBalanceOf'
  > {
  namespace: 'eip155' | 'solana';
  world(): EmbeddedWalletWorld;
}

/**
 * Core's gate for safe and unsafe requests alike: every request goes to the frame, where the world's visitor (in
 * the frame's document) approves it.
 */
const approveEverything: EmbeddedRequestGate = (_request, run) => run(new AbortController().signal);

/** What the visitor answers at the login step held open. */
type Decision = { approve: true } | { approve: false; code: number };

/**
 * The conformance harness of the embedded wallet (`createEmbeddedWalletConnector` of @portico/wallet). Its
 * connection prompt is the email login that core's EmailLogin view drives before `connect`: the page's source
 * is wrapped so that `connect` first logs the case's email in (CONNECT_EMAIL, the mailed code, CONNECT_OTP, the
 * recovery password of a new wallet, typed by the world's visitor in the frame), as the visitor would, then connects. A held prompt waits before the
 * email is sent; refused, `connect` rejects with the suite's code; approved after an abort, the login finishes
 * and the connection is reported with a `connect` event, as core adopts a login that completes after the modal
 * closed. `start` logs in once to create the wallet and learn its address, then signs out, so that no case
 * starts authorised. `revoke` and `disconnect` end the session on the cloud: the page learns it from its next
 * request to the frame ('Session Expired' → `disconnect`), which the harness makes at once (GET_USER), as
 * the modal's next refresh of the account would.
 */
export function testEmbeddedWalletConformance(options: EmbeddedWalletConformanceOptions): ConformanceHarness {
  const { namespace, networks } = options;
  const logger = createLogger({ level: 'warn' });

  const logIn = async (source: EmbeddedWalletSource, world: EmbeddedWalletWorld, email: string) => {
    const { action } = await source.connectEmail({ email });
    if (action === 'CONNECT') return;
    const { recoveryPassword } = await source.connectOtp({ otp: await world.readCode(email) });
    // The world's visitor types it in the frame's own document.
    if (recoveryPassword !== 'none') await source.recoveryPassword({ signal: new AbortController().signal });
  };

  return {
    namespace,
    networks,
    balanceOf: options.balanceOf,
    verifyMessage: options.verifyMessage,
    ...(options.eventTimeoutMs !== undefined && { eventTimeoutMs: options.eventTimeoutMs }),
    ...(options.tokensOf && { tokensOf: options.tokensOf }),
    ...(options.tokenBalanceOf && { tokenBalanceOf: options.tokenBalanceOf }),

    async start(): Promise<ConformanceSetup> {
      const world = options.world();
      const email = world.newEmail();
      const first = world.createSource();
      first.setup({ networks, logger, emit: () => {} });
      await logIn(first, world, email);
      const user = await first.getUser({ caipNetworkId: (networks[0] as Network).caipNetworkId });
      await first.disconnect({ connectorId: first.id });
      first.destroy?.();
      const address = namespace === 'eip155' ? user.address : user.solanaAddress;

      let prompts = 0;
      const held: ((decision: Decision) => void)[] = [];
      let holdNext = false;
      let live: { source: EmbeddedWalletSource; context: ConnectorContext } | undefined;

      /** The visitor's login, then the source's connect; a held login waits for the visitor's answer. */
      const loginThenConnect = async (
        source: EmbeddedWalletSource,
        params: ConnectParams,
        aborted: () => boolean,
      ) => {
        prompts += 1;
        if (holdNext) {
          holdNext = false;
          const decision = await new Promise<Decision>((answer) => held.push(answer));
          if (!decision.approve)
            throw Object.assign(new Error('The visitor left the email login'), { code: decision.code });
        }
        await logIn(source, world, email);
        const connection = await source.connect({ ...params, signal: new AbortController().signal });
        if (aborted()) live?.context.emit({ type: 'connect', connection });
        return connection;
      };

      /** Ends the session on the cloud and lets the page's next request to the frame find out. */
      const endSession = () => {
        const page = live;
        world
          .revokeSessions(email)
          .then(() => page?.source.getUser({ caipNetworkId: (networks[0] as Network).caipNetworkId }))
          .catch((error: unknown) => logger.debug('The page found the session ended', error));
      };

      const wallet: ConformanceWallet = {
        connectorId: 'embedded',
        address: () => address,
        holdNextPrompt: () => {
          holdNext = true;
        },
        openPrompts: () => held.length,
        approvePrompts: () => {
          for (const answer of held.splice(0)) answer({ approve: true });
        },
        rejectPrompts: (code) => {
          for (const answer of held.splice(0)) answer({ approve: false, code });
        },
        promptCount: () => prompts,
        revoke: endSession,
        disconnect: endSession,
        // The page hears of an ended session only after the cloud revoked it.
        remote: true,
      };

      return {
        wallets: [wallet],
        createSource() {
          const source = world.createSource();
          source.setRequestGate(approveEverything);
          return {
            ...source,
            setup(context) {
              live = { source, context };
              return source.setup(context);
            },
            connect(params: ConnectParams): Promise<WalletConnection> {
              params.signal.throwIfAborted();
              return untilAborted(
                loginThenConnect(source, params, () => params.signal.aborted),
                params.signal,
              );
            },
          };
        },
        createAdapter: () => world.createAdapter(),
        stop: () => world.stop?.(),
      };
    },
  };
}
