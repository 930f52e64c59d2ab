import { fail, list, record, string, url } from './fields.js';

/** A Farcaster user of the devnet: its fid in the ID registry, and the custody key that signs its sign-ins. */
export interface StackFarcasterAccount {
  fid: number;
  username: string;
  displayName?: string;
  /** The fid's custody address (`custodyOf(fid)`). */
  address: `0x${string}`;
  privateKey: `0x${string}`;
}

/**
 * The stand-ins for Sign in with Farcaster: the local Farcaster Auth relay (channel API v1, and an approval page
 * in place of a Farcaster app) and the chain holding Farcaster's ID and key registries at their canonical
 * addresses (an app client verifies sign-ins against `rpcUrl` as it would against OP Mainnet).
 */
export interface StackFarcaster {
  /** What auth-client takes as `relay`: `http://127.0.0.1:4191` (its API under `/v1`). */
  relayUrl: string;
  /** The `X-Farcaster-Auth-Relay-Key` that `POST /v1/channel/authenticate` requires (a Farcaster app's secret). */
  relayAuthKey: string;
  rpcUrl: string;
  idRegistry: `0x${string}`;
  keyRegistry: `0x${string}`;
  accounts: StackFarcasterAccount[];
}

const hexOf = (value: unknown, bytes: number, path: string, expected: string): `0x${string}` => {
  if (typeof value !== 'string' || !new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`).test(value))
    fail(path, expected);
  return value as `0x${string}`;
};

function parseAccount(value: unknown, path: string): StackFarcasterAccount {
  const a = record(value, path);
  if (!Number.isSafeInteger(a.fid) || (a.fid as number) < 1) fail(`${path}.fid`, 'a positive integer');
  const account: StackFarcasterAccount = {
    fid: a.fid as number,
    username: string(a.username, `${path}.username`),
    address: hexOf(a.address, 20, `${path}.address`, 'a 20-byte hex address'),
    privateKey: hexOf(a.privateKey, 32, `${path}.privateKey`, 'a 32-byte hex key'),
  };
  if (a.displayName !== undefined) account.displayName = string(a.displayName, `${path}.displayName`);
  return account;
}

/** Validates `stack.farcaster`: the relay's URL and key, the registries' chain and addresses, the accounts. */
export function parseFarcaster(value: unknown, path: string): StackFarcaster {
  const f = record(value, path);
  return {
    relayUrl: url(f.relayUrl, `${path}.relayUrl`, ['http:', 'https:']),
    relayAuthKey: string(f.relayAuthKey, `${path}.relayAuthKey`),
    rpcUrl: url(f.rpcUrl, `${path}.rpcUrl`, ['http:', 'https:']),
    idRegistry: hexOf(f.idRegistry, 20, `${path}.idRegistry`, 'a 20-byte hex address'),
    keyRegistry: hexOf(f.keyRegistry, 20, `${path}.keyRegistry`, 'a 20-byte hex address'),
    accounts: list(f.accounts, `${path}.accounts`, parseAccount),
  };
}
