import { type AppleSigningKey, readApplePrivateKey } from './appleClientSecret.js';
import type { SocialProvider, SocialProviderSettings } from './socialConfig.js';

/** How the cloud proves to a provider's token endpoint that it is the app: a fixed secret, or Apple's signed one. */
export type ClientCredentials =
  | { kind: 'secret'; secret: string }
  | { kind: 'appleKey'; key: AppleSigningKey };

const appleKeyKeys = ['teamId', 'keyId', 'privateKey'] as const;

/** What is wrong with a provider's credentials, one line each. */
export function credentialProblems(provider: SocialProvider, settings: SocialProviderSettings): string[] {
  const where = `wallet.social.${provider}`;
  const keyParts = appleKeyKeys.filter((key) => settings[key] !== undefined);
  if (provider !== 'apple') {
    const problems = keyParts.map(
      (key) => `${where}.${key} does not apply: only apple signs its client secret with a key`,
    );
    if ((settings.clientId === undefined) !== (settings.clientSecret === undefined)) {
      const missing = settings.clientId === undefined ? 'clientId' : 'clientSecret';
      problems.push(`${where}: ${missing} is missing (a provider needs both clientId and clientSecret)`);
    }
    return problems;
  }
  const problems: string[] = [];
  if (keyParts.length > 0 && settings.clientSecret !== undefined) {
    problems.push(`${where}: set clientSecret or the key (teamId, keyId, privateKey), not both`);
  }
  if (keyParts.length > 0 && keyParts.length < appleKeyKeys.length) {
    const missing = appleKeyKeys.filter((key) => settings[key] === undefined).join(', ');
    problems.push(
      `${where}: ${missing} missing (the key-signed client secret needs teamId, keyId and privateKey)`,
    );
  }
  if (settings.privateKey !== undefined && readApplePrivateKey(settings.privateKey) === undefined) {
    problems.push(`${where}.privateKey is not the .p8 key Apple gives (a PKCS#8 PEM EC P-256 private key)`);
  }
  const hasSecret = settings.clientSecret !== undefined || keyParts.length > 0;
  if ((settings.clientId === undefined) === hasSecret) {
    problems.push(
      settings.clientId === undefined
        ? `${where}: clientId is missing (a provider needs both clientId and clientSecret)`
        : `${where}: clientSecret is missing (apple needs clientSecret, or teamId, keyId and privateKey)`,
    );
  }
  return problems;
}

/** The credentials of settings without problems; undefined without any (the provider is not usable). */
export function credentialsOf(settings: SocialProviderSettings): ClientCredentials | undefined {
  if (settings.clientSecret !== undefined) return { kind: 'secret', secret: settings.clientSecret };
  const { teamId, keyId, privateKey } = settings;
  if (teamId === undefined || keyId === undefined || privateKey === undefined) return undefined;
  const key = readApplePrivateKey(privateKey);
  if (key === undefined) throw new Error('wallet.social.apple.privateKey was checked and is not readable');
  return { kind: 'appleKey', key: { teamId, keyId, privateKey: key } };
}
