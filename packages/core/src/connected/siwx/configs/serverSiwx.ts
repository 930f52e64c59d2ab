import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import type { SignInMessageData } from '../../../domain/signIn/signInMessage.js';
import type { SIWXMessageInput } from '../../../domain/signIn/siwxSession.js';
import type { KeyValueStorage } from '../../../instance/porticoOptions.js';
import type { SIWXConfig } from '../types.js';
import { localSessions } from './localSessions.js';
import { messageFields, type SiwxMessageSettings } from './messageFields.js';

/**
 * A dApp's own authentication server (the shape of RainbowKit's authentication adapter): it issues the nonce,
 * verifies the signed message (setting its own session, e.g. a cookie) and signs out.
 */
export interface SiwxServerAdapter {
  getNonce(input: SIWXMessageInput): Promise<string>;
  /** The message's text, when the server wants its own; the chain adapter's standard text by default. */
  createMessage?(args: {
    nonce: string;
    address: string;
    chainId: CaipNetworkId;
    data: SignInMessageData;
  }): string;
  /** Whether the server accepted the signed message (and opened its session). */
  verify(args: { message: string; signature: string; data: SignInMessageData }): Promise<boolean>;
  signOut(): Promise<void>;
  /** The server's current session, asked on reload; without it the browser remembers what the server accepted. */
  getSession?(): Promise<{ address: string; chainId: CaipNetworkId } | null>;
}

export interface ServerSiwxSettings extends SiwxMessageSettings {
  required?: boolean;
  signOutOnDisconnect?: boolean;
  signOutOnAccountChange?: boolean;
  signOutOnNetworkChange?: boolean;
  /** Where the accepted sessions are remembered; `localStorage` by default. */
  storage?: KeyValueStorage;
}

/** Thrown when the dApp's server refuses a signed sign-in message. */
export class SiwxRefusedError extends Error {
  override name = 'SiwxRefusedError';
}

/** Sign-in verified by the dApp's own server (`adapter`); the sessions it accepted are remembered in the browser. */
export function serverSiwx(adapter: SiwxServerAdapter, settings: ServerSiwxSettings = {}): SIWXConfig {
  const sessions = localSessions('@portico/siwx-server-sessions', settings.storage, settings.now);
  const { createMessage } = adapter;
  return {
    async createMessage(input) {
      return messageFields(input, await adapter.getNonce(input), settings);
    },
    ...(createMessage
      ? {
          formatMessage: (data: SignInMessageData) =>
            createMessage({ nonce: data.nonce, address: data.accountAddress, chainId: data.chainId, data }),
        }
      : {}),
    async addSession(session) {
      const accepted = await adapter.verify({
        message: session.message,
        signature: session.signature,
        data: session.data,
      });
      if (!accepted) throw new SiwxRefusedError('The server refused the signed message');
      sessions.add(session);
      return session;
    },
    async getSessions(chainId, address) {
      const kept = sessions.list(chainId, address);
      if (!adapter.getSession || kept.length === 0) return kept;
      const current = await adapter.getSession();
      const held = current?.chainId === chainId && current.address.toLowerCase() === address.toLowerCase();
      if (!held) sessions.remove(chainId, address);
      return held ? kept : [];
    },
    async setSessions(next) {
      sessions.replace(next);
    },
    async revokeSession(chainId, address) {
      sessions.remove(chainId, address);
      await adapter.signOut();
    },
    getRequired: () => settings.required ?? false,
    ...signOutRules(settings),
  };
}

/** The sign-out flags of settings, only those given (the engine applies the defaults). */
export function signOutRules(
  settings: Pick<
    ServerSiwxSettings,
    'signOutOnDisconnect' | 'signOutOnAccountChange' | 'signOutOnNetworkChange'
  >,
): Pick<SIWXConfig, 'signOutOnDisconnect' | 'signOutOnAccountChange' | 'signOutOnNetworkChange'> {
  const { signOutOnDisconnect, signOutOnAccountChange, signOutOnNetworkChange } = settings;
  return {
    ...(signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect }),
    ...(signOutOnAccountChange === undefined ? {} : { signOutOnAccountChange }),
    ...(signOutOnNetworkChange === undefined ? {} : { signOutOnNetworkChange }),
  };
}
