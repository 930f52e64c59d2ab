import type { CaipNetworkId } from '../domain/caip/caipNetworkId.js';
import { parseCaipNetworkId } from '../domain/caip/caipNetworkId.js';
import type { TokenConfig } from '../domain/chainAdapter/token.js';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { isSolanaAddress } from '../shared/validation/solanaAddress.js';

/** The `tokens` option: per CAIP-2 network id, the tokens whose balances are read without Portico Cloud. */
export type TokensOption = Readonly<Partial<Record<CaipNetworkId, readonly TokenConfig[]>>>;

// The shape only: validation/evmAddress.ts would bring its checksum hashing into the page's initial JavaScript.
const evmContractPattern = /^0x[0-9a-fA-F]{40}$/;

const addressChecks: Partial<Record<string, (address: string) => boolean>> = {
  eip155: (address) => evmContractPattern.test(address),
  solana: isSolanaAddress,
};

function fail(path: string, reason: string): never {
  throw new PorticoError('INVALID_TOKENS_OPTION', { path, reason });
}

function checkToken(token: unknown, path: string, namespace: string, seen: Set<string>): TokenConfig {
  if (typeof token !== 'object' || token === null) fail(path, 'expected { address, symbol, decimals }');
  const { address, symbol, decimals, name, iconUrl } = token as Record<string, unknown>;
  if (typeof address !== 'string' || address === '') fail(`${path}.address`, 'expected a non-empty string');
  const validAddress = addressChecks[namespace];
  if (validAddress && !validAddress(address))
    fail(`${path}.address`, `"${address}" is no ${namespace} address`);
  const key = namespace === 'eip155' ? address.toLowerCase() : address;
  if (seen.has(key)) fail(`${path}.address`, `"${address}" is listed twice`);
  seen.add(key);
  if (typeof symbol !== 'string' || symbol.trim() === '')
    fail(`${path}.symbol`, 'expected a non-empty string');
  // §5 leaves tokens with 0 decimals out of the Tokens tab: such a token would never show.
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 1 || decimals > 255)
    fail(`${path}.decimals`, 'expected an integer from 1 to 255');
  if (name !== undefined && typeof name !== 'string') fail(`${path}.name`, 'expected a string');
  if (iconUrl !== undefined && typeof iconUrl !== 'string') fail(`${path}.iconUrl`, 'expected a string');
  return {
    address,
    symbol,
    decimals,
    ...(name === undefined ? {} : { name }),
    ...(iconUrl === undefined ? {} : { iconUrl }),
  };
}

/**
 * Checks the `tokens` option: keys are CAIP-2 network ids, values lists of tokens with a valid address for the
 * network's namespace (eip155: 0x and 40 hex digits; solana: base58), a symbol and integer decimals
 * from 1 to 255, each address once per network. Throws 'Invalid `tokens` option at <path>: <reason>' naming the first fault.
 */
export function checkTokensOption(tokens: unknown): TokensOption {
  if (tokens === undefined) return {};
  if (typeof tokens !== 'object' || tokens === null || Array.isArray(tokens))
    fail('tokens', 'expected an object keyed by CAIP-2 network id');
  const checked: Partial<Record<CaipNetworkId, readonly TokenConfig[]>> = {};
  for (const [networkId, list] of Object.entries(tokens)) {
    const path = `tokens['${networkId}']`;
    let namespace: string;
    try {
      namespace = parseCaipNetworkId(networkId).chainNamespace;
    } catch {
      fail(path, `"${networkId}" is no CAIP-2 network id (e.g. 'eip155:1')`);
    }
    if (!Array.isArray(list)) fail(path, 'expected an array of tokens');
    const seen = new Set<string>();
    checked[networkId as CaipNetworkId] = list.map((token, index) =>
      checkToken(token, `${path}[${index}]`, namespace, seen),
    );
  }
  return checked;
}
