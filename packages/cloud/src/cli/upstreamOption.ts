import { isCaipNetworkId } from '@portico/core';
import { CliError } from './cliError.js';

/**
 * `--upstream CAIP=URL[,URL…]` (repeatable; `$RPC_UPSTREAMS` holds the same entries separated by spaces):
 * the chain's upstream JSON-RPC URLs in failover order. Entries for the same chain add URLs.
 */
export function parseUpstreams(entries: readonly string[]): Record<string, string[]> {
  const upstreams: Record<string, string[]> = {};
  for (const entry of entries) {
    const separator = entry.indexOf('=');
    const chainId = entry.slice(0, separator).trim();
    const urls = entry
      .slice(separator + 1)
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '');
    if (separator < 1 || urls.length === 0)
      throw new CliError(`--upstream expects CAIP-2-id=URL, got '${entry}'`);
    if (!isCaipNetworkId(chainId)) throw new CliError(`--upstream: '${chainId}' is not a CAIP-2 network id`);
    for (const url of urls) {
      if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
        throw new CliError(`--upstream: '${url}' is not an http(s) URL`);
      }
    }
    upstreams[chainId] = [...(upstreams[chainId] ?? []), ...urls];
  }
  return upstreams;
}

/** The entries of `$RPC_UPSTREAMS`, separated by whitespace. */
export const upstreamEntries = (value: string | undefined): string[] =>
  (value ?? '').split(/\s+/).filter((entry) => entry !== '');
