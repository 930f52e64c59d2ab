import { type Bundler, startBundler } from './startBundler.js';

interface BundledChain<Key extends string> {
  key: Key;
  rpcUrl: string;
  bundlerUrl?: string;
}

/**
 * Starts a bundler per chain in parallel (`ports` by chain key; none: a free port) and sets each chain's
 * `bundlerUrl`. Every bundler that starts goes into `started` at once, so the caller can stop them all when
 * another fails; rejects with the first failure once all have settled.
 */
export async function startChainBundlers<Key extends string>(
  chains: BundledChain<Key>[],
  ports: Partial<Record<Key, number>>,
  silent: boolean,
  started: Bundler[],
): Promise<void> {
  const starting = chains.map(async (chain) => {
    const bundler = await startBundler({ rpcUrl: chain.rpcUrl, port: ports[chain.key] ?? 0, silent });
    started.push(bundler);
    chain.bundlerUrl = bundler.url;
  });
  const failed = (await Promise.allSettled(starting)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
