import type { SignedSignIn, SignInRequest } from './signInMessage.js';

/**
 * What sign-in offers the connection machine: the one-click request to hand a connector source, when the dApp
 * signs visitors in and its config can take a wallet-written message; and the sign-ins a wallet signed while
 * connecting, taken before the connection is (so the account is signed in without SIWXSignMessage).
 */
export interface SignInPort {
  request(): SignInRequest | undefined;
  accept(signed: readonly SignedSignIn[]): void;
}
