/** What getVersion reports and responses carry as `apiVersion`: the release whose RPC API this follows. */
export const solanaCoreVersion = '3.0.0';

/** A `{ context, value }` response, as the validator wraps reads tied to a slot. */
export function withContext<T>(slot: number, value: T) {
  return { context: { apiVersion: solanaCoreVersion, slot }, value };
}
