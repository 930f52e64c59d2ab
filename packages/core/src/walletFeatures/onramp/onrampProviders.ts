/** §5: the on-ramp providers list must be an array of strings, otherwise there are no providers. */
export function normalizeOnrampProviders(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  // Array.from turns holes into undefined, so a sparse array fails the check instead of skipping it.
  const providers: unknown[] = Array.from(value);
  return providers.every((provider) => typeof provider === 'string') ? (providers as string[]) : [];
}
