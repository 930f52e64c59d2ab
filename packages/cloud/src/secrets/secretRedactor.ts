/** What replaces a secret in a log line or an error message. */
const redactedMark = '[redacted]';

/** A URL's password shown as `***` (`postgres://portico:***@db/portico`); the URL unchanged without one. */
export function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password === '') return url;
  parsed.password = '***';
  return parsed.toString();
}

/**
 * How a secret setting's value is shown in an error: a URL without its password, anything else not at all (its
 * length only, which is what most mistakes are about).
 */
export function shownSecret(value: string): string {
  return URL.canParse(value) ? withoutPassword(value) : `<secret, ${value.length} characters>`;
}

/** A secret and its password part (for URLs), as they may appear: raw, percent-decoded, and escaped in JSON. */
function forms(secret: string): string[] {
  const parts = [secret];
  if (URL.canParse(secret)) {
    const { password } = new URL(secret);
    if (password !== '') parts.push(password, safeDecode(password));
  }
  return parts.flatMap((part) => [part, JSON.stringify(part).slice(1, -1)]);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// Shorter strings would blank out ordinary words of every log line; such a password is no secret anyway.
const minimumLength = 4;

export interface SecretRedactor {
  /** The text with every known secret (and URL password) replaced by `[redacted]`. */
  text(text: string): string;
  /** The same error (its class and fields kept) with its message and stack redacted. */
  error(error: unknown): unknown;
}

/** Redacts the given secrets (the values of the secret settings; undefined ones are skipped). */
export function createSecretRedactor(secrets: readonly (string | undefined)[]): SecretRedactor {
  const needles = [
    ...new Set(
      secrets.flatMap((secret) => (secret ? forms(secret) : [])).filter((s) => s.length >= minimumLength),
    ),
  ].sort((a, b) => b.length - a.length);
  const text = (value: string) =>
    needles.reduce((result, needle) => result.split(needle).join(redactedMark), value);
  return {
    text,
    error(error) {
      if (!(error instanceof Error)) return typeof error === 'string' ? text(error) : error;
      error.message = text(error.message);
      if (error.stack) error.stack = text(error.stack);
      return error;
    },
  };
}
