import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import type { SIWXSession } from '../../../domain/signIn/siwxSession.js';
import type { KeyValueStorage } from '../../../instance/porticoOptions.js';

/** Sessions kept in the browser's storage under one key, dropped once expired. */
export interface LocalSessions {
  list(chainId: CaipNetworkId, address: string): SIWXSession[];
  add(session: SIWXSession): void;
  replace(sessions: readonly SIWXSession[]): void;
  remove(chainId: CaipNetworkId, address: string): SIWXSession[];
}

const sameAccount = (session: SIWXSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase();

function isSession(value: unknown): value is SIWXSession {
  const session = value as SIWXSession | null;
  return (
    typeof session?.message === 'string' &&
    typeof session.signature === 'string' &&
    typeof session.data?.accountAddress === 'string' &&
    typeof session.data.chainId === 'string'
  );
}

const endOf = (session: SIWXSession) => Date.parse(session.expiresAt ?? session.data.expirationTime ?? '');

/**
 * The sessions of `key` in `storage` (`localStorage` by default; nothing is kept where there is none). An EVM address
 * matches in any letter case.
 */
export function localSessions(
  key: string,
  storage: KeyValueStorage | undefined = globalThis.localStorage,
  now: () => number = Date.now,
): LocalSessions {
  const read = (): SIWXSession[] => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(value) ? value.filter(isSession) : [];
    } catch {
      // A value this code did not write (or cut short) holds no session Portico can use: none are kept.
      return [];
    }
  };
  const live = (session: SIWXSession) => !(endOf(session) <= now());
  const write = (sessions: readonly SIWXSession[]) => storage?.setItem(key, JSON.stringify(sessions));
  return {
    list: (chainId, address) => read().filter((s) => live(s) && sameAccount(s, chainId, address)),
    add(session) {
      const { chainId, accountAddress } = session.data;
      write([...read().filter((s) => live(s) && !sameAccount(s, chainId, accountAddress)), session]);
    },
    replace: (sessions) => write(sessions),
    remove(chainId, address) {
      const sessions = read();
      write(sessions.filter((s) => !sameAccount(s, chainId, address)));
      return sessions.filter((s) => sameAccount(s, chainId, address));
    },
  };
}
