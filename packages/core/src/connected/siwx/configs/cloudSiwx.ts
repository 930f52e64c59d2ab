import type { SiwxClient } from '../../../cloud/client/siwxClient.js';
import type { SiwxSession } from '../../../cloud/wire/siwx.js';
import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import type { SignInMessageData } from '../../../domain/signIn/signInMessage.js';
import type { SIWXSession } from '../../../domain/signIn/siwxSession.js';
import type { PorticoStorage } from '../../../instance/storage/storage.js';
import type { SIWXConfig, SIWXSettings } from '../types.js';
import { type HeldToken, heldTokensKey } from './heldTokens.js';
import { messageFields } from './messageFields.js';
import { signOutRules } from './serverSiwx.js';

/** A session as the cloud lists it, with the token this browser holds for it. */
const toSession = (session: SiwxSession, token: string): SIWXSession => ({
  data: session.data as SignInMessageData,
  message: session.message,
  signature: session.signature,
  ...(session.cacao ? { cacao: session.cacao } : {}),
  id: session.id,
  token,
  expiresAt: session.expiresAt,
});

/**
 * Portico Cloud's sign-in (docs/sign-in.md): the cloud issues the nonce, verifies the signed message and keeps the
 * session; the browser keeps each session's token (its proof for the dApp's server, and for revoking). A session the
 * cloud lists but whose token this browser does not hold (signed in elsewhere) does not sign this browser in.
 */
export function cloudSiwx(
  client: SiwxClient,
  storage: PorticoStorage,
  settings: SIWXSettings & { statement?: string },
): SIWXConfig {
  const tokens = () => storage.get(heldTokensKey) ?? {};
  const keep = (held: Record<string, HeldToken>) => storage.set(heldTokensKey, held);
  const heldFor = (chainId: CaipNetworkId, address: string) =>
    Object.entries(tokens()).filter(
      ([, held]) => held.chainId === chainId && held.address.toLowerCase() === address.toLowerCase(),
    );
  return {
    async createMessage(input) {
      const { nonce } = await client.getSiwxNonce();
      return messageFields(input, nonce, settings);
    },
    async addSession(session) {
      const { session: kept, token } = await client.createSiwxSession({
        message: session.message,
        signature: session.signature,
        ...(session.cacao ? { cacao: session.cacao } : {}),
      });
      const { chainId, accountAddress } = session.data;
      keep({ ...tokens(), [kept.id]: { token, chainId, address: accountAddress } });
      return toSession(kept, token);
    },
    async getSessions(chainId, address) {
      const held = new Map(heldFor(chainId, address));
      if (held.size === 0) return [];
      const { sessions } = await client.getSiwxSessions(address, chainId);
      const live = sessions.flatMap((s) => {
        const token = held.get(s.id)?.token;
        return token ? [toSession(s, token)] : [];
      });
      // Tokens of sessions the cloud no longer lists (expired, revoked elsewhere) are dropped.
      const gone = [...held.keys()].filter((id) => !live.some((s) => s.id === id));
      if (gone.length > 0)
        keep(Object.fromEntries(Object.entries(tokens()).filter(([id]) => !gone.includes(id))));
      return live;
    },
    /** Keeps exactly these sessions: a held one left out is revoked at the cloud. */
    async setSessions(sessions) {
      const next: Record<string, HeldToken> = {};
      for (const s of sessions) {
        if (s.id && s.token)
          next[s.id] = { token: s.token, chainId: s.data.chainId, address: s.data.accountAddress };
      }
      const dropped = Object.entries(tokens()).filter(([id]) => !(id in next));
      keep(next);
      await Promise.all(
        dropped.map(([id, held]) =>
          client.revokeSiwxSession(held.address, { pci: id, signature: held.token }),
        ),
      );
    },
    async revokeSession(chainId, address) {
      const held = heldFor(chainId, address);
      keep(
        Object.fromEntries(
          Object.entries(tokens()).filter(([id]) => !held.some(([heldId]) => heldId === id)),
        ),
      );
      await Promise.all(
        held.map(([id, { token }]) => client.revokeSiwxSession(address, { pci: id, signature: token })),
      );
    },
    getRequired: () => settings.required ?? false,
    ...signOutRules(settings),
  };
}
