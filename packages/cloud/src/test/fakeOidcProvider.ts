import { OAuth2Server } from 'oauth2-mock-server';

/** What the next ID token says; `undefined` fields keep the mock's values (the login's nonce, the client id). */
interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  nonce?: string;
  aud?: string;
  iss?: string;
}

export interface FakeOidcProvider {
  issuer: string;
  /** The claims of the ID tokens issued from now on. */
  next(claims: IdTokenClaims): void;
  /** Changes the ID token's subject after it was signed (a forged token: its signature no longer matches). */
  tamperIdTokens(on: boolean): void;
  /** Answers the token endpoint without an ID token (a provider that breaks the protocol). */
  omitIdTokens(on: boolean): void;
  /** Answers the token endpoint with this HTTP status (a provider that fails). */
  failTokenEndpoint(status: number | undefined): void;
  /** Every body the token endpoint received. */
  tokenRequests: Record<string, string>[];
  stop(): Promise<void>;
}

/**
 * An OpenID Connect provider on loopback (oauth2-mock-server): discovery, JWKS, an authorize endpoint that
 * redirects at once with a code, and a token endpoint that checks PKCE. Like a real provider, it refuses a code
 * used twice or exchanged for another redirect URI than the one it was issued for (`invalid_grant`).
 */
export async function startFakeOidcProvider(clientId: string): Promise<FakeOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url as string;
  let claims: IdTokenClaims = { sub: 'subject-1' };
  let failStatus: number | undefined;
  const redirectOfCode = new Map<string, string>();
  const usedCodes = new Set<string>();
  const tokenRequests: Record<string, string>[] = [];
  let tamper = false;
  let omit = false;

  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    const code = url.searchParams.get('code');
    if (code !== null) redirectOfCode.set(code, `${url.origin}${url.pathname}`);
  });
  server.service.on(
    'beforeTokenSigning',
    (token: { header: Record<string, unknown>; payload: Record<string, unknown> }) => {
      if (token.payload.aud !== clientId) return;
      const { sub, ...rest } = claims;
      Object.assign(token.payload, { sub }, rest);
    },
  );
  server.service.on(
    'beforeResponse',
    (response: { body: unknown; statusCode: number }, request: { body: Record<string, string> }) => {
      const body = request.body;
      tokenRequests.push(body);
      const code = body.code ?? '';
      const refused =
        body.grant_type === 'authorization_code' &&
        (usedCodes.has(code) || redirectOfCode.get(code) !== body.redirect_uri);
      usedCodes.add(code);
      if (failStatus !== undefined) {
        response.statusCode = failStatus;
        response.body = { error: 'server_error' };
      } else if (refused) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'code used or redirect_uri mismatch' };
      } else if (omit) {
        delete (response.body as { id_token?: string }).id_token;
      } else if (tamper) {
        const answer = response.body as { id_token: string };
        const [header, payload, signature] = answer.id_token.split('.') as [string, string, string];
        const claimsOf = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        const forged = Buffer.from(JSON.stringify({ ...claimsOf, sub: 'someone-else' })).toString(
          'base64url',
        );
        answer.id_token = `${header}.${forged}.${signature}`;
      }
    },
  );

  return {
    issuer,
    next(next) {
      claims = next;
    },
    tamperIdTokens(on) {
      tamper = on;
    },
    omitIdTokens(on) {
      omit = on;
    },
    failTokenEndpoint(status) {
      failStatus = status;
    },
    tokenRequests,
    stop: () => server.stop(),
  };
}
