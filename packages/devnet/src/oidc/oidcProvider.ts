import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SocialProvider, socialProviders } from '@portico/core';
import Provider, { type Adapter, type ClientMetadata, type JWK } from 'oidc-provider';
import type { StackOidc, StackOidcClient } from '../stack/index.js';
import { errorPage } from './interactionPages.js';
import { createInteractions, interactionPath } from './interactions.js';
import { createLocalAccounts } from './localAccounts.js';
import { createMemoryStorage } from './memoryStorage.js';
import { generateSigningKey } from './signingKey.js';
import { generateSocialClients, socialProviderNames } from './socialClients.js';

const host = '127.0.0.1';
/** The local OpenID provider's port when none is given. */
const defaultOidcPort = 4190;

export interface OidcProviderOptions {
  /** Default `defaultOidcPort` (4190); 0 picks a free port. Always bound to 127.0.0.1. */
  port?: number;
  /** The redirect URIs every client registration accepts; until given (here or `setRedirectUris`), none is registered. */
  redirectUris?: readonly string[];
}

export interface OidcProvider {
  /** `http://127.0.0.1:<port>`: discovery at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  port: number;
  /** Per social provider: its client registration's id and the secret generated for this start. */
  clients: Record<SocialProvider, StackOidcClient>;
  /** Registers every client with these redirect URIs (replacing earlier ones); throws on a URI the provider refuses. */
  setRedirectUris(uris: readonly string[]): Promise<void>;
  /** `stack.oidc` of `.portico/stack.json`. */
  toStack(): StackOidc;
  /** Closes the listener and its connections. Idempotent. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const hint =
        error.code === 'EADDRINUSE' ? ' (the port is in use: give another port, or 0 for a free one)' : '';
      reject(
        new Error(`The local OpenID provider could not listen on ${host}:${port}: ${error.message}${hint}`),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function answerError(response: ServerResponse, error: unknown): void {
  const {
    statusCode,
    error: code,
    error_description: description,
  } = error as {
    statusCode?: number;
    error?: string;
    error_description?: string;
  };
  const status = statusCode ?? 500;
  if (status >= 500) console.error('The local OpenID provider failed a request:', error);
  if (response.headersSent) {
    response.destroy(error instanceof Error ? error : undefined);
    return;
  }
  const message = `${code ?? 'server_error'}: ${description ?? (error instanceof Error ? error.message : String(error))}`;
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
}

function providerFor(
  issuer: string,
  storage: (model: string) => Adapter,
  accounts: ReturnType<typeof createLocalAccounts>,
  signingKey: JWK,
) {
  return new Provider(issuer, {
    adapter: storage,
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: 'RS256',
    },
    clientAuthMethods: ['client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // As Google's do: the ID token carries the claims of the scopes granted, not only `sub`.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    // Seconds. A session and a consent last a day (a restart ends them sooner: they are kept in memory).
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
    },
    // A cloud calls the token and userinfo endpoints from its server; no page does (discovery and keys allow any).
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    findAccount: (_ctx, subject) => accounts.find(subject),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
  });
}

/**
 * Starts a real OpenID provider (oidc-provider) on loopback that stands in for the social providers: one client
 * registration per provider (authorization code with PKCE S256, `client_secret_post`, scopes openid, email,
 * profile), a login page that takes any username and a consent page whose Deny answers `access_denied`.
 */
export async function startOidcProvider(options: OidcProviderOptions = {}): Promise<OidcProvider> {
  const server = createServer();
  const port = await listen(server, options.port ?? defaultOidcPort);
  const stopServer = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  try {
    const issuer = `http://${host}:${port}`;
    const accounts = createLocalAccounts();
    const storage = createMemoryStorage();
    const provider = providerFor(issuer, storage, accounts, await generateSigningKey());
    const interactions = createInteractions(provider, accounts);
    const callback = provider.callback();
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      interactions(request, response)
        .then(async (handled) => {
          if (!handled) await callback(request, response);
        })
        .catch((error: unknown) => answerError(response, error));
    });
    const clients = generateSocialClients();
    // Clients are read from the storage (not the static configuration), so their redirect URIs can come later.
    const registrations = storage('Client');
    let redirectUris: string[] = [];
    const setRedirectUris = async (uris: readonly string[]) => {
      redirectUris = [...uris];
      for (const social of socialProviders) {
        const { clientId, clientSecret } = clients[social];
        const metadata: ClientMetadata = {
          client_id: clientId,
          client_secret: clientSecret,
          client_name: `Portico (${socialProviderNames[social]})`,
          redirect_uris: redirectUris,
        };
        await registrations.upsert(clientId, metadata);
        // Loaded now, so a redirect URI the provider refuses fails here rather than at the first login.
        const loaded = await provider.Client.find(clientId).catch((error: { error_description?: string }) => {
          const reason = error.error_description ?? String(error);
          throw new Error(`The client registration ${clientId} is refused: ${reason}`, { cause: error });
        });
        if (loaded === undefined) throw new Error(`The client registration ${clientId} was not stored`);
      }
    };
    if (options.redirectUris) await setRedirectUris(options.redirectUris);
    let stopping: Promise<void> | undefined;
    return {
      issuer,
      port,
      clients,
      setRedirectUris,
      toStack: () => ({ issuer, redirectUris: [...redirectUris], clients: structuredClone(clients) }),
      stop: () => (stopping ??= stopServer()),
    };
  } catch (error) {
    await stopServer();
    throw error;
  }
}
