// ASCII only: a Cyrillic 'а' looks like 'a' and would let one name impersonate another.
const accountNamePattern = /^[A-Za-z0-9-]{4,}$/;

/** §5: a registrable name has letters, digits and hyphens only, and at least 4 characters. */
export function isValidAccountName(name: unknown): boolean {
  return typeof name === 'string' && accountNamePattern.test(name);
}

/** §5: names are supported for eip155 only. */
export function isNameRegistrationSupported(chainNamespace: unknown): boolean {
  return chainNamespace === 'eip155';
}
