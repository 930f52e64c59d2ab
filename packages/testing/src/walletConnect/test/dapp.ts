import { SignClient } from '@walletconnect/sign-client';
import type { AuthTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import { createWalletConnectCore } from '../walletConnectCore.js';

export type Dapp = Awaited<ReturnType<typeof SignClient.init>>;

export function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({
    core: createWalletConnectCore({ relayUrl, name: 'dapp' }),
    logger: 'silent',
    metadata: { name: 'dapp', description: 'A dApp under test', url: 'http://127.0.0.1', icons: [] },
  });
}

/** The dApp's proposal for these chains, with the methods and events the wallet answers. */
export async function propose(
  dapp: Dapp,
  namespaces: Record<string, { chains: string[]; methods: string[] }>,
): Promise<{ uri: string; approval: () => Promise<SessionTypes.Struct> }> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: Object.fromEntries(
      Object.entries(namespaces).map(([key, value]) => [
        key,
        { ...value, events: ['accountsChanged', 'chainChanged'] },
      ]),
    ),
  });
  if (uri === undefined) throw new Error('connect() gave no pairing URI');
  return { uri, approval };
}

/** Resolves with the next event of `name` the dApp receives. */
export function nextDappEvent<E extends 'session_event' | 'session_update' | 'session_delete'>(
  dapp: Dapp,
  name: E,
): Promise<SignClientTypes.EventArguments[E]> {
  return new Promise((resolve) => dapp.once(name, resolve));
}

/**
 * The dApp's one-click authentication request (`wc_sessionAuthenticate`) for these chains and methods, with a
 * session proposal as the SDK's fallback: its pairing URI and the wallet's answer.
 */
export async function requestSignIn(
  dapp: Dapp,
  params: { chains: string[]; methods: string[]; nonce: string },
): Promise<{ uri: string; response: () => Promise<AuthTypes.AuthenticateResponseResult> }> {
  const { uri, response } = await dapp.authenticate({
    ...params,
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173',
    statement: 'Sign in to the dApp',
  });
  if (uri === undefined) throw new Error('authenticate() gave no pairing URI');
  return { uri, response };
}
