import * as oidc from 'openid-client';
import { appleClientSecrets } from './appleClientSecret.js';
import type { ConfiguredProvider } from './configuredProviders.js';
import { oidcIdentity, type SocialIdentity, type VerifiedEmailReader } from './socialProfiles.js';

/** What binds a login's start to its end: kept with the pending login. */
export interface LoginBinding {
  state: string;
  /** OpenID Connect only. */
  nonce: string | null;
  redirectUri: string;
}

/** What a login starts with: the PKCE code challenge of the verifier the secure frame keeps (S256). */
export interface LoginStart extends LoginBinding {
  codeChallenge: string;
}

/** What a login is finished with: the frame's PKCE code verifier, whose challenge started it. */
export interface LoginChecks extends LoginBinding {
  codeVerifier: string;
}

/** A provider's call's time limit, in seconds (openid-client's unit). */
const providerTimeoutSeconds = 10;

/**
 * One provider through openid-client: the authorization URL (code flow, PKCE S256, state, nonce for OpenID
 * Connect) and the code's exchange — ID token validated (signature by the provider's JWKS, issuer, audience,
 * nonce, times) or, for plain OAuth, the user endpoint read with the access token. No token is kept or logged.
 */
export class ProviderClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(readonly settings: ConfiguredProvider) {}

  /** Discovery of an OpenID Connect provider is done once; a failed one is tried again at the next login. */
  private config(): Promise<oidc.Configuration> {
    this.configuration ??= this.configure().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  /** The token endpoint's client authentication: the secret in the body (X: HTTP Basic), or Apple's signed one. */
  private clientAuth(): oidc.ClientAuth {
    const { credentials, clientId, protocol } = this.settings;
    if (credentials.kind === 'appleKey') {
      const secrets = appleClientSecrets(credentials.key, clientId);
      return async (_server, client, body) => {
        body.set('client_id', client.client_id);
        body.set('client_secret', await secrets());
      };
    }
    return protocol.kind === 'oauth' && protocol.tokenAuth === 'basic'
      ? oidc.ClientSecretBasic(credentials.secret)
      : oidc.ClientSecretPost(credentials.secret);
  }

  private async configure(): Promise<oidc.Configuration> {
    const { protocol, clientId, insecureLoopback } = this.settings;
    const execute = insecureLoopback ? [oidc.allowInsecureRequests] : [];
    if (protocol.kind === 'oidc') {
      const config = await oidc.discovery(new URL(protocol.issuer), clientId, undefined, this.clientAuth(), {
        execute,
        timeout: providerTimeoutSeconds,
      });
      // ID tokens' signatures are checked against the provider's JWKS, not only their claims.
      oidc.enableNonRepudiationChecks(config);
      config.timeout = providerTimeoutSeconds;
      return config;
    }
    const config = new oidc.Configuration(
      {
        issuer: new URL(protocol.authorizationUrl).origin,
        authorization_endpoint: protocol.authorizationUrl,
        token_endpoint: protocol.tokenUrl,
      },
      clientId,
      undefined,
      this.clientAuth(),
    );
    for (const step of execute) step(config);
    config.timeout = providerTimeoutSeconds;
    return config;
  }

  async authorizationUrl(login: LoginStart): Promise<string> {
    const { protocol } = this.settings;
    const parameters: Record<string, string> = {
      redirect_uri: login.redirectUri,
      response_type: 'code',
      scope: protocol.scope,
      state: login.state,
      code_challenge: login.codeChallenge,
      code_challenge_method: 'S256',
    };
    if (login.nonce !== null) parameters.nonce = login.nonce;
    if (protocol.kind === 'oidc' && protocol.responseMode) parameters.response_mode = protocol.responseMode;
    return oidc.buildAuthorizationUrl(await this.config(), parameters).href;
  }

  /**
   * Exchanges the code; rejects with openid-client's errors (see `socialFailure`). `callback` is what the provider
   * put on the callback URL: the code and, from a provider that names itself there (RFC 9207), `iss`.
   */
  async identity(
    checks: LoginChecks,
    callbackParameters: { code: string; iss?: string },
  ): Promise<SocialIdentity> {
    const { protocol } = this.settings;
    const config = await this.config();
    const callback = new URL(checks.redirectUri);
    callback.searchParams.set('code', callbackParameters.code);
    callback.searchParams.set('state', checks.state);
    if (callbackParameters.iss !== undefined) callback.searchParams.set('iss', callbackParameters.iss);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      ...(protocol.kind === 'oidc' && checks.nonce !== null
        ? { expectedNonce: checks.nonce, idTokenExpected: true }
        : {}),
    });
    if (protocol.kind === 'oidc') {
      const claims = tokens.claims();
      if (claims === undefined) throw new Error('The provider answered no ID token');
      return oidcIdentity(claims);
    }
    const response = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(protocol.userUrl),
      'GET',
      undefined,
      new Headers({ accept: 'application/json' }),
    );
    if (!response.ok) throw new Error(`The user endpoint answered ${response.status}`);
    const profile = protocol.readProfile(await response.json());
    if (protocol.verifiedEmail === undefined || profile.emailVerified) return profile;
    return this.withVerifiedEmail(config, tokens.access_token, profile, protocol.verifiedEmail);
  }

  /**
   * The profile with the provider's verified primary email, read from its emails endpoint. A visitor who did not
   * grant that scope (the endpoint refuses) keeps the profile as it is: no email is then said to be verified.
   */
  private async withVerifiedEmail(
    config: oidc.Configuration,
    accessToken: string,
    profile: SocialIdentity,
    { path, read }: { path: string; read: VerifiedEmailReader },
  ): Promise<SocialIdentity> {
    const { protocol } = this.settings;
    if (protocol.kind !== 'oauth') return profile;
    const response = await oidc.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${protocol.userUrl}${path}`),
      'GET',
      undefined,
      new Headers({ accept: 'application/json' }),
    );
    if (response.status === 401 || response.status === 403 || response.status === 404) return profile;
    if (!response.ok) throw new Error(`The emails endpoint answered ${response.status}`);
    const email = read(await response.json());
    return email === null ? profile : { ...profile, email, emailVerified: true };
  }
}
