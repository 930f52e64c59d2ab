import { constants, type Network } from '@portico/core';
import { fallback, http, type Transport } from 'viem';

/**
 * §9 RPC values, passed explicitly instead of relying on viem's defaults (docs/decisions.md): 10 s timeout,
 * three attempts in total (so two retries) with a 150 ms exponential base, batches of 1000 sent with wait 0.
 * viem's own retry rule already matches §7 (codes -1, timeout and internal; HTTP 403, 408, 413, 429, 5xx).
 */
const httpTransportOptions = {
  timeout: constants.rpc.httpTimeoutMs,
  retryCount: constants.rpc.retryAttempts - 1,
  retryDelay: constants.rpc.retryBaseDelayMs,
  batch: { batchSize: constants.rpc.batchSize, wait: constants.rpc.batchWaitMs },
} as const;

/** §9 fallback ranking, used when a network has several RPC URLs. */
const fallbackTransportOptions = {
  rank: {
    interval: constants.fallbackTransport.pingIntervalMs,
    sampleCount: constants.fallbackTransport.sampleCount,
    weights: {
      stability: constants.fallbackTransport.stabilityWeight,
      latency: constants.fallbackTransport.latencyWeight,
    },
  },
  retryCount: httpTransportOptions.retryCount,
  retryDelay: httpTransportOptions.retryDelay,
} as const;

/** The viem transport for a network's RPC URLs: one `http()`, or a ranked `fallback()` of several. */
export function evmTransport(urls: readonly string[]): Transport {
  const transports = urls.map((url) => http(url, httpTransportOptions));
  const [only] = transports;
  if (only !== undefined && transports.length === 1) return only;
  return fallback(transports, fallbackTransportOptions);
}

/**
 * The transport Portico reads a network through: Portico Cloud's RPC proxy first when the network has one
 * (`rpcUrls.cloud`), the network's own URLs when the cloud fails or does not serve it (a 400 for an unserved
 * chain falls through at once). Unranked, so that the proxy stays first however fast the direct node is, and not
 * retried as a whole: each `http()` inside already retries by §9.
 */
export function networkTransport(network: Network): Transport {
  const own = evmTransport(network.rpcUrls.default.http);
  const cloud = network.rpcUrls.cloud?.http ?? [];
  if (cloud.length === 0) return own;
  return fallback([evmTransport(cloud), own], { rank: false, retryCount: 0 });
}
