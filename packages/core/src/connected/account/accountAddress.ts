import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import { parseCaipAddress } from '../../domain/caip/caipAddress.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { currentConnection } from '../connection/currentConnection.js';
import { addressExplorerUrl } from './accountState.js';
import { withAccount } from './withAccount.js';

/** Writes an address as a CAIP-10 address of a network (the namespace's chain adapter does it). */
export type CaipAddressOf = (address: string, network: Network) => CaipAddress | undefined;

/**
 * The account's address, CAIP-10 address and explorer link, derived from the current connection and the
 * namespace's network: the connection's account on that network when it reported one, otherwise its first
 * account written for that network by the chain adapter.
 */
export function withAccountAddress(
  state: PorticoState,
  namespace: ChainNamespace,
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const connection = currentConnection(state, namespace);
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  const [first] = connection?.accounts ?? [];
  if (!first || !network) return state;
  const onNetwork = connection?.accounts.find((account) =>
    account.caipAddress.startsWith(`${network.caipNetworkId}:`),
  );
  const { address } = parseCaipAddress((onNetwork ?? first).caipAddress);
  const caipAddress = onNetwork?.caipAddress ?? caipAddressOf(address, network) ?? first.caipAddress;
  return withAccount(state, namespace, {
    address,
    caipAddress,
    addressExplorerUrl: addressExplorerUrl(network, address),
  });
}
