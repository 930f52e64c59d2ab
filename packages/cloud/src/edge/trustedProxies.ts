import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the cloud are trusted to say who the client is (`--trust-proxy`): a hop count (the
 * n proxies closest to the cloud), or the proxies' addresses and ranges (`10.0.0.0/8`, `192.168.1.7`). Never
 * "any": an X-Forwarded-For a client wrote itself would choose its own address for the per-IP limits.
 */
export type TrustProxy = number | readonly string[];

/** How Fastify (`trustProxy`) and the relay ask whether the address `hop` steps from the socket is a proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const bare = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** Whether `entry` is an IP or an IP/prefix CIDR, for the setting's validation. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The trust function of a `TrustProxy`; nothing trusted for 0, undefined or an empty list. */
export function proxyTrust(trust: TrustProxy | undefined): ProxyTrust {
  if (trust === undefined) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const ranges = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) ranges.addAddress(address, type);
    else ranges.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = bare(address);
    const family = isIP(plain);
    return family !== 0 && ranges.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address, as Fastify's `request.ip` derives it (proxy-addr): walking from the socket's address back
 * through X-Forwarded-For (right to left), the first address that is not a trusted proxy — or the leftmost one
 * when all are. Used where Fastify does not answer: the relay's WebSocket upgrades.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trust: ProxyTrust,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor as string | undefined);
  const forwarded = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .reverse();
  const chain = [socketAddress ?? 'unknown', ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trust(chain[hop] as string, hop)) return chain[hop] as string;
  }
  return chain[chain.length - 1] as string;
}
