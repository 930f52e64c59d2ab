import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';

/**
 * §5: the adapter's provider list for a namespace must exist when adding or removing a network.
 * Returns that list, or throws 'Adapter not found' (§8): the list lives on the namespace's adapter, so
 * a missing list means that adapter is missing or incomplete. ('Chain adapter not found' is left for a
 * missing chain record, which is a different lookup.)
 */
export function assertAdapterProviderList<Provider>(
  adapters: Partial<Record<ChainNamespace, { readonly providers?: readonly Provider[] } | undefined>>,
  chainNamespace: ChainNamespace,
): readonly Provider[] {
  // Own properties only: a namespace like '__proto__' must not reach Object.prototype.
  const providers = Object.hasOwn(adapters, chainNamespace) ? adapters[chainNamespace]?.providers : undefined;
  if (!Array.isArray(providers)) throw new PorticoError('ADAPTER_NOT_FOUND');
  return providers;
}
