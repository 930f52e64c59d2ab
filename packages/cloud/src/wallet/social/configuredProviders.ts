import { isLoopbackHost } from '../../settings/loopbackHost.js';
import { type ClientCredentials, credentialProblems, credentialsOf } from './providerCredentials.js';
import type { SocialConfig, SocialProvider, SocialProviderSettings } from './socialConfig.js';
import { type ProviderProtocol, providerDefaults } from './socialProviders.js';

/** A provider this deployment can use: its app's credentials and its endpoints. */
export interface ConfiguredProvider {
  provider: SocialProvider;
  clientId: string;
  credentials: ClientCredentials;
  protocol: ProviderProtocol;
  /** An endpoint is on a loopback host over http (a local provider standing in, development and tests). */
  insecureLoopback: boolean;
}

const socialProviders = Object.keys(providerDefaults) as SocialProvider[];
const endpointKeys = ['issuer', 'authorizationUrl', 'tokenUrl', 'userUrl'] as const;

function endpointProblem(provider: string, key: string, value: string): string | undefined {
  const where = `wallet.social.${provider}.${key}`;
  if (!URL.canParse(value)) return `${where} expects an http(s) URL, got '${value}'`;
  const url = new URL(value);
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return undefined;
  return `${where} must be https (http only on a loopback host, for a local provider), got '${value}'`;
}

const plainEndpointKeys = ['authorizationUrl', 'tokenUrl', 'userUrl'] as const;

function settingsProblems(provider: SocialProvider, settings: SocialProviderSettings): string[] {
  const problems = credentialProblems(provider, settings);
  const kind = providerDefaults[provider].kind;
  for (const key of endpointKeys) {
    const value = settings[key];
    if (value === undefined) continue;
    if (key !== 'issuer' && kind === 'oidc') {
      problems.push(
        `wallet.social.${provider}.${key} does not apply: ${provider} is an OpenID Connect provider (set issuer)`,
      );
      continue;
    }
    const problem = endpointProblem(provider, key, value);
    if (problem !== undefined) problems.push(problem);
  }
  const plainEndpoints = plainEndpointKeys.filter((key) => settings[key] !== undefined);
  if (kind === 'oauth' && settings.issuer !== undefined && plainEndpoints.length > 0) {
    problems.push(
      `wallet.social.${provider}: set issuer (an OpenID Connect provider standing in) or ${plainEndpoints.join(', ')}, not both`,
    );
  }
  return problems;
}

/** What is wrong with the social settings, one line each (`serve` refuses to start on them). */
export function socialSettingsProblems(config: SocialConfig): string[] {
  return socialProviders.flatMap((provider) => {
    const settings = config[provider];
    return settings === undefined ? [] : settingsProblems(provider, settings);
  });
}

/**
 * The provider's protocol: its default with the endpoints the settings override. A plain OAuth provider given an
 * `issuer` is an OpenID Connect provider standing in for it (the local provider of `npm start` and the tests).
 */
function protocolOf(provider: SocialProvider, settings: SocialProviderSettings): ProviderProtocol {
  const protocol = providerDefaults[provider];
  if (protocol.kind === 'oidc') return { ...protocol, issuer: settings.issuer ?? protocol.issuer };
  if (settings.issuer !== undefined) {
    return { kind: 'oidc', issuer: settings.issuer, scope: 'openid email profile' };
  }
  return {
    ...protocol,
    authorizationUrl: settings.authorizationUrl ?? protocol.authorizationUrl,
    tokenUrl: settings.tokenUrl ?? protocol.tokenUrl,
    userUrl: settings.userUrl ?? protocol.userUrl,
  };
}

function endpointsOf(protocol: ProviderProtocol): string[] {
  return protocol.kind === 'oidc'
    ? [protocol.issuer]
    : [protocol.authorizationUrl, protocol.tokenUrl, protocol.userUrl];
}

/**
 * The providers with credentials; throws naming every problem of the settings. A provider without a client id and
 * its secret (Apple: or its key) is not here, so it is never usable.
 */
export function configuredProviders(config: SocialConfig): Map<SocialProvider, ConfiguredProvider> {
  const problems = socialSettingsProblems(config);
  if (problems.length > 0) throw new Error(`Social login settings:\n${problems.join('\n')}`);
  const configured = new Map<SocialProvider, ConfiguredProvider>();
  for (const provider of socialProviders) {
    const settings = config[provider];
    const credentials = settings === undefined ? undefined : credentialsOf(settings);
    if (settings?.clientId === undefined || credentials === undefined) continue;
    const protocol = protocolOf(provider, settings);
    configured.set(provider, {
      provider,
      clientId: settings.clientId,
      credentials,
      protocol,
      insecureLoopback: endpointsOf(protocol).some((url) => new URL(url).protocol === 'http:'),
    });
  }
  return configured;
}
