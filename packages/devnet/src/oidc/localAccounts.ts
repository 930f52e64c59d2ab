import { createHash } from 'node:crypto';
import type { Account } from 'oidc-provider';

/** What the login page accepts: a username that makes `<username>@example.com` a valid address. */
const usernamePattern = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

/** The username as typed, trimmed and lower-cased, or undefined when the login page must refuse it. */
export function normalizeUsername(input: string): string | undefined {
  const username = input.trim().toLowerCase();
  return usernamePattern.test(username) ? username : undefined;
}

/** The subject of a username: the same at every start and for every client, opaque like a real provider's. */
const subjectOf = (username: string): string =>
  createHash('sha256').update(`portico-local-oidc:${username}`).digest('base64url');

/**
 * The accounts that logged in since the provider started: any username is an account, its email
 * `<username>@example.com`, verified.
 */
export type LocalAccounts = ReturnType<typeof createLocalAccounts>;

export function createLocalAccounts() {
  const usernames = new Map<string, string>();
  return {
    /** Records a login and answers the account's subject. */
    login(username: string): string {
      const subject = subjectOf(username);
      usernames.set(subject, username);
      return subject;
    },
    /** The username of a subject that logged in. */
    usernameOf(subject: string): string | undefined {
      return usernames.get(subject);
    },
    /** oidc-provider's `findAccount`: the claims of a subject that logged in. */
    find(subject: string): Account | undefined {
      const username = usernames.get(subject);
      if (username === undefined) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: `${username}@example.com`,
          email_verified: true,
          preferred_username: username,
          name: username,
        }),
      };
    },
  };
}
