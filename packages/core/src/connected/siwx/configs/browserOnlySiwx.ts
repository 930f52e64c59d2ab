import { bytesToHex } from '@noble/hashes/utils.js';
import type { SIWXConfig } from '../types.js';
import { localSessions } from './localSessions.js';
import { messageFields } from './messageFields.js';
import { type ServerSiwxSettings, signOutRules } from './serverSiwx.js';

/**
 * Sign-in for demos without a backend. **This is not authentication**: nothing verifies the signature, the
 * nonce is made in the page and the "session" is a note in the browser's storage that any script can write. Use
 * it to show the flow; verify on a server (`serverSiwx`, or Portico Cloud) for anything that matters.
 */
export function browserOnlySiwx(settings: ServerSiwxSettings = {}): SIWXConfig {
  const sessions = localSessions('@portico/siwx-browser-only-sessions', settings.storage, settings.now);
  return {
    async createMessage(input) {
      const nonce = bytesToHex(crypto.getRandomValues(new Uint8Array(12)));
      return messageFields(input, nonce, settings);
    },
    async addSession(session) {
      sessions.add(session);
      return session;
    },
    getSessions: async (chainId, address) => sessions.list(chainId, address),
    setSessions: async (next) => sessions.replace(next),
    async revokeSession(chainId, address) {
      sessions.remove(chainId, address);
    },
    getRequired: () => settings.required ?? false,
    ...signOutRules(settings),
  };
}
