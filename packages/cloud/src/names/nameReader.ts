import type { IdentityResponse, NameProfile } from '@portico/core/wire';
import { type Address, createPublicClient, getAddress, type Hex, isAddress, size } from 'viem';
import { normalize } from 'viem/ens';
import type { ChainRpc } from '../rpc/chainRpc.js';
import { avatarUri } from './avatarUri.js';
import { chainTransport } from './chainTransport.js';

/** ENSIP-5 global keys and the common service keys: the text records a profile lists when they are set. */
export const profileTextKeys = [
  'avatar',
  'description',
  'display',
  'email',
  'keywords',
  'location',
  'url',
  'com.discord',
  'com.github',
  'com.twitter',
  'org.telegram',
] as const;

/** Reads names from one chain's registry through its universal resolver. */
export interface NameReader {
  /** The address's primary name, when the universal resolver finds that it points back to the address. */
  primaryName(address: Address): Promise<string | undefined>;
  /** The primary name and its avatar. */
  identity(address: Address): Promise<IdentityResponse>;
  /** The name's records, or `undefined` when it resolves to no address. Throws `InvalidName` for a name that is not one. */
  profile(name: string): Promise<NameProfile | undefined>;
}

export class InvalidName extends Error {}

/** ENSIP-15 normalisation; a primary name that is not normalised is not trusted (viem's rule too). */
function normalised(name: string): string | undefined {
  try {
    const result = normalize(name);
    return result === name ? result : undefined;
  } catch {
    // normalize throws for names with disallowed characters: such a name is not a name.
    return undefined;
  }
}

/** An EVM address record (20 bytes) in checksum form; other coins' bytes as hex. */
const addressText = (value: Hex) => (size(value) === 20 ? getAddress(value) : value);

/**
 * `coinTypes`: the ENSIP-11 coin types a profile reads addresses for (60 and the served EVM chains').
 * Errors of the universal resolver (no resolver, mismatching reverse record) read as "no record"; failures
 * of the chain's upstreams reject.
 */
export function createNameReader(
  chain: ChainRpc,
  universalResolverAddress: Address,
  coinTypes: readonly number[],
): NameReader {
  const client = createPublicClient({ transport: chainTransport(chain) });
  const text = (name: string, key: string) => client.getEnsText({ name, key, universalResolverAddress });

  async function primaryName(address: Address): Promise<string | undefined> {
    const name = await client.getEnsName({ address, universalResolverAddress });
    return name === null ? undefined : normalised(name);
  }

  async function profile(input: string): Promise<NameProfile | undefined> {
    let name: string;
    try {
      name = normalize(input);
    } catch (error) {
      throw new InvalidName((error as Error).message);
    }
    const [records, texts] = await Promise.all([
      Promise.all(
        coinTypes.map((coinType) =>
          client.getEnsAddress({ name, coinType: BigInt(coinType), universalResolverAddress }),
        ),
      ),
      Promise.all(profileTextKeys.map((key) => text(name, key))),
    ]);
    const addresses: NameProfile['addresses'] = {};
    records.forEach((record, index) => {
      if (record !== null && record !== undefined) {
        addresses[String(coinTypes[index])] = { address: addressText(record) };
      }
    });
    if (Object.keys(addresses).length === 0) return undefined;
    const attributes: NameProfile['attributes'] = {};
    texts.forEach((value, index) => {
      const key = profileTextKeys[index] as string;
      const served = key === 'avatar' ? avatarUri(value) : value;
      if (served !== null && served !== '') attributes[key] = served;
    });
    return { name, addresses, attributes };
  }

  return {
    primaryName,
    async identity(address) {
      const name = await primaryName(address);
      if (name === undefined) return { name: null, avatar: null };
      return { name, avatar: avatarUri(await text(name, 'avatar')) };
    },
    profile,
  };
}

export const isEvmAddress = (value: string): value is Address => isAddress(value, { strict: false });
