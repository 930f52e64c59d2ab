import type { SignedSignIn } from '../../domain/signIn/signInMessage.js';
import type { SignInKey } from './signInKey.js';

/** Sign-ins wallets signed while connecting, waiting for their account to become the active one. */
export interface OneClickSignIns {
  add(signed: readonly SignedSignIn[]): void;
  /** The sign-in of the key's account and network, taken out (each is used once). */
  take(key: SignInKey): SignedSignIn | undefined;
}

const idOf = (chainId: string, address: string) => `${chainId}:${address.toLowerCase()}`;

export function oneClickSignIns(): OneClickSignIns {
  const waiting = new Map<string, SignedSignIn>();
  return {
    add(signed) {
      for (const s of signed) waiting.set(idOf(s.data.chainId, s.data.accountAddress), s);
    },
    take(key) {
      const id = idOf(key.chainId, key.address);
      const signed = waiting.get(id);
      waiting.delete(id);
      return signed;
    },
  };
}
