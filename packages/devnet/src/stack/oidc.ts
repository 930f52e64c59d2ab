import { isSocialProvider, type SocialProvider, socialProviders } from '@portico/core';
import { fail, list, record, string, url } from './fields.js';

/** One client registration at the local OpenID provider: what a cloud configures for that social provider. */
export interface StackOidcClient {
  clientId: string;
  /** Generated at each start; sent with `client_secret_post` at the token endpoint. */
  clientSecret: string;
}

/**
 * The local OpenID provider that stands in for the social providers in development and tests: one issuer, one
 * client registration per provider (authorization code with PKCE S256; scopes openid, email, profile).
 */
export interface StackOidc {
  /** The issuer (`http://127.0.0.1:4190`); discovery at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** The redirect URIs every client registration accepts: the secure frame's `<frameUrl>/social/callback`. */
  redirectUris: string[];
  /** Per social provider (google, github, apple, facebook, x, discord): its client registration. */
  clients: Record<SocialProvider, StackOidcClient>;
}

/** Validates `stack.oidc`: an issuer URL, its redirect URIs and a registration for each social provider, no other. */
export function parseOidc(value: unknown, path: string): StackOidc {
  const o = record(value, path);
  const clients = record(o.clients, `${path}.clients`);
  for (const key of Object.keys(clients)) {
    if (!isSocialProvider(key))
      fail(`${path}.clients.${key}`, `absent (providers: ${socialProviders.join(', ')})`);
  }
  const parsed = Object.fromEntries(
    socialProviders.map((provider) => {
      const clientPath = `${path}.clients.${provider}`;
      const client = record(clients[provider], clientPath);
      return [
        provider,
        {
          clientId: string(client.clientId, `${clientPath}.clientId`),
          clientSecret: string(client.clientSecret, `${clientPath}.clientSecret`),
        },
      ];
    }),
  ) as Record<SocialProvider, StackOidcClient>;
  return {
    issuer: url(o.issuer, `${path}.issuer`, ['http:', 'https:']),
    redirectUris: list(o.redirectUris, `${path}.redirectUris`, (uri, p) => url(uri, p, ['http:', 'https:'])),
    clients: parsed,
  };
}
