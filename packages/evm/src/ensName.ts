import type { Address, Client } from 'viem';
import { getEnsName } from 'viem/actions';

/**
 * The address's primary ENS name through the chain's universal resolver (which checks the name points back).
 * Its own module: the adapter imports it on demand, so the ENS code stays out of a dApp's initial JavaScript.
 */
export async function readEnsName(client: Client, address: string): Promise<string | undefined> {
  return (await getEnsName(client, { address: address as Address })) ?? undefined;
}
