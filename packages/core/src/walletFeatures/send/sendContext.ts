import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { parseDecimal } from '../../shared/format/decimal.js';

/** What a send is about: the active namespace's connection, account, network and adapter. */
export function sendContext(rt: Runtime) {
  const state = rt.get();
  const namespace: ChainNamespace = state.connection.activeNamespace;
  const account = state.accounts[namespace];
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  if (!rt.isConnected(state, namespace) || !account?.address || !network)
    throw new PorticoError('UNSUPPORTED_CHAIN');
  return { state, namespace, account, address: account.address, network, send: state.send };
}

/** A decimal amount in the token's smallest units (extra decimals cut). */
export function units(amount: string | undefined, decimals: number): bigint {
  const parsed = parseDecimal(amount ?? '0') ?? { units: 0n, scale: 0 };
  return parsed.scale > decimals
    ? parsed.units / 10n ** BigInt(parsed.scale - decimals)
    : parsed.units * 10n ** BigInt(decimals - parsed.scale);
}

/** The transaction's page on the network's block explorer. */
export function explorerUrl(network: Network, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url;
  return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : undefined;
}
