import type { OidcProvider, OidcProviderOptions } from './oidcProvider.js';

/**
 * Starts the local OpenID provider, loading oidc-provider (Koa and its middleware) only now: importing
 * @portico/devnet stays cheap, and a process that never starts the provider never loads it.
 */
export async function startOidcProvider(options?: OidcProviderOptions): Promise<OidcProvider> {
  const oidc = await import('./oidcProvider.js');
  return oidc.startOidcProvider(options);
}
