import { type CaipNetworkId, type Logger, PorticoError } from '@portico/core';
import type { ConnectParams, WalletConnection } from '@portico/core/adapters';
import type { AuthTypes, JsonRpcRecord } from '@walletconnect/types';
import type { UniversalProvider } from '@walletconnect/universal-provider';
import {
  buildRecapStatement,
  formatMessage,
  getDidAddress,
  getNamespacedDidChainId,
  getRecapFromResources,
} from '@walletconnect/utils';
import type { RequestedNamespace } from './sessionNamespaces.js';

type SignInRequest = NonNullable<ConnectParams['signIn']>;
type SignInFields = Awaited<ReturnType<SignInRequest['fields']>>;
type SignedSignIn = NonNullable<WalletConnection['signedIn']>[number];
type Provider = InstanceType<typeof UniversalProvider>;
type Session = NonNullable<Provider['session']>;
/** A wallet's JSON-RPC error answer, as the SDK's history keeps it. */
type ErrorResponse = Extract<NonNullable<JsonRpcRecord['response']>, { error: unknown }>['error'];

/** A session the wallet approved and, when it answered the one-click request, what it signed to sign in. */
export interface OpenedSession {
  session: Session | undefined;
  signedIn?: SignedSignIn[];
}

/**
 * The namespace a pairing may connect and sign in with in one step (CAIP-222), or undefined. WalletConnect's
 * one-click authentication opens an eip155 session only: a dApp that also has Solana networks connects with a
 * session proposal (Solana stays in the session) and signs in afterwards.
 */
export function oneClickNamespace(
  requested: Readonly<Record<string, RequestedNamespace>>,
): RequestedNamespace | undefined {
  const namespaces = Object.keys(requested);
  return namespaces.length === 1 ? requested.eip155 : undefined;
}

/**
 * universal-provider's `authenticate` parameters: the sign-in fields on every requested eip155 chain (the
 * current one first) and the session's methods, which the SDK writes into a ReCap resource of the message.
 * The SDK sets Issued At itself and (2.25) leaves Request ID out.
 */
export function authenticateParams(
  fields: SignInFields,
  namespace: RequestedNamespace,
  current: CaipNetworkId | undefined,
): AuthTypes.SessionAuthenticateParams {
  const chains = current && namespace.chains.includes(current) ? [current] : [];
  return {
    chains: [...chains, ...namespace.chains.filter((chain) => chain !== current)],
    methods: [...namespace.methods],
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    iat: fields.issuedAt,
    ...(fields.statement !== undefined && { statement: fields.statement }),
    ...(fields.expirationTime !== undefined && { exp: fields.expirationTime }),
    ...(fields.notBefore !== undefined && { nbf: fields.notBefore }),
    ...(fields.requestId !== undefined && { requestId: fields.requestId }),
    ...(fields.resources !== undefined && { resources: [...fields.resources] }),
  };
}

/**
 * What the wallet signed in a CACAO: the EIP-4361 text (WalletConnect's own formatter, the text the SDK checked the
 * signature against), its fields as the text has them (the statement with the ReCap's sentence), the signature and
 * the CACAO. Undefined for a CACAO that is not a Version 1 message.
 */
export function signedInOf(cacao: AuthTypes.Cacao): SignedSignIn | undefined {
  const { p } = cacao;
  const uri = p.aud ?? p.uri;
  const accountAddress = getDidAddress(p.iss);
  const chainId = getNamespacedDidChainId(p.iss);
  if (p.version !== '1' || !uri || !accountAddress || !chainId || !p.iat) return undefined;
  const statement = buildRecapStatement(p.statement ?? '', getRecapFromResources(p.resources)) || undefined;
  return {
    data: {
      accountAddress,
      chainId: chainId as CaipNetworkId,
      domain: p.domain,
      uri,
      version: '1',
      nonce: p.nonce,
      ...(statement !== undefined && { statement }),
      issuedAt: p.iat,
      ...(p.exp !== undefined && { expirationTime: p.exp }),
      ...(p.nbf !== undefined && { notBefore: p.nbf }),
      ...(p.requestId !== undefined && { requestId: p.requestId }),
      ...(p.resources !== undefined && { resources: [...p.resources] }),
    },
    message: formatMessage(p, p.iss),
    signature: cacao.s.s,
    cacao: { ...cacao },
  };
}

/**
 * The sign-in fields of a one-click request, or undefined (said why) when they cannot be had (the verifier's nonce):
 * the pairing then connects as usual, and the dApp's sign-in reports its own failure afterwards.
 */
export async function signInFields(
  signIn: SignInRequest,
  logger: Pick<Logger, 'warn'>,
): Promise<SignInFields | undefined> {
  try {
    return await signIn.fields();
  } catch (error) {
    logger.warn('WalletConnect: no sign-in fields (a nonce?); connecting without one-click sign-in', error);
    return undefined;
  }
}

/**
 * Connects and signs in in one step: `wc_sessionAuthenticate`, with the SDK's session proposal as the fallback of a
 * wallet that does not support it (the session then comes without `signedIn`, and the dApp asks for the signature
 * afterwards). A wallet's refusal rejects with its JSON-RPC error (code and message).
 */
export async function authenticateSession(
  provider: Provider,
  request: { fields: SignInFields; namespace: RequestedNamespace; current: CaipNetworkId | undefined },
  logger: Pick<Logger, 'warn'>,
): Promise<OpenedSession> {
  // Kept by universal-provider with the session (and across a reload): every chain's rpcMap, so that reads never
  // go to WalletConnect's hosted RPC.
  provider.namespaces = { eip155: { ...request.namespace } };
  const refusal = watchRefusal(provider);
  try {
    const { session, auths = [] } = await provider.authenticate(
      authenticateParams(request.fields, request.namespace, request.current),
    );
    // A wallet whose CACAOs grant no methods (no ReCap) signed in without opening a session: nothing to connect.
    if (session === undefined)
      throw new PorticoError('FAILED_TO_CONNECT', {}, { cause: new Error(noSessionReason) });
    const signedIn = auths.flatMap((cacao) => signedInOf(cacao) ?? []);
    if (signedIn.length < auths.length)
      logger.warn('WalletConnect: a CACAO that is not a Version 1 sign-in message was left out', auths);
    return signedIn.length > 0 ? { session, signedIn } : { session };
  } catch (error) {
    throw refusal.of(error) ?? error;
  } finally {
    refusal.stop();
  }
}

const authenticateMethod = 'wc_sessionAuthenticate';
const noSessionReason = 'The wallet signed in but granted the dApp no methods: no session was opened';

/**
 * The SDK rejects an `authenticate` the wallet refused with the error's message only; the code is in the JSON-RPC
 * history it keeps, which reports every answer it records.
 */
function watchRefusal(provider: Provider) {
  const { history } = provider.client.core;
  let last: ErrorResponse | undefined;
  const onUpdated = (record: JsonRpcRecord) => {
    if (record.request.method === authenticateMethod && record.response && 'error' in record.response)
      last = record.response.error;
  };
  history.on('history_updated', onUpdated);
  return {
    of: (error: unknown): ErrorResponse | undefined =>
      typeof error === 'string' && last?.message === error ? last : undefined,
    stop: () => history.off('history_updated', onUpdated),
  };
}
