import { type ErrorLink, errorChain } from './errorChain.js';
import { type NodeErrorCode, nodeMessages } from './nodeMessages.js';
import { type ErrorParams, PorticoError } from './PorticoError.js';

/**
 * §8 transaction-node errors, by the words geth, anvil, Nethermind, Erigon and Besu answer with (the same
 * patterns viem's node errors match), in the order they are tried: the more specific ones first.
 */
const nodeErrors: readonly (readonly [NodeErrorCode, RegExp])[] = [
  ['FEE_CAP_TOO_HIGH', /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i],
  [
    'FEE_CAP_TOO_LOW',
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
  ],
  ['TIP_ABOVE_FEE_CAP', /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i],
  ['NONCE_MAX_VALUE', /nonce has max value/i],
  ['NONCE_TOO_HIGH', /nonce too high/i],
  ['NONCE_TOO_LOW', /nonce too low|transaction already imported|already known/i],
  ['INSUFFICIENT_FUNDS', /insufficient funds|exceeds transaction sender account balance/i],
  ['INTRINSIC_GAS_TOO_HIGH', /intrinsic gas too high|gas limit reached/i],
  ['INTRINSIC_GAS_TOO_LOW', /intrinsic gas too low/i],
  ['TRANSACTION_TYPE_NOT_SUPPORTED', /transaction type not valid|transaction type not supported/i],
  ['EXECUTION_REVERTED', /execution reverted|reverted/i],
];

/** A node error's `PorticoError`, its message from `nodeMessages`, the node's own error as `cause`. */
const nodeError = (code: NodeErrorCode, cause: unknown, params: ErrorParams = {}) =>
  new PorticoError(code, params, { cause }, nodeMessages[code]);

/** JSON-RPC codes nodes answer transaction failures with: server errors, internal error, and 3 (reverted). */
const nodeErrorCodes = new Set([3, -32000, -32003, -32015, -32603]);

const texts = (link: ErrorLink) =>
  [link.details, link.shortMessage, link.message].filter((text): text is string => typeof text === 'string');

/** The revert data of the chain, where a node put it (a hex string, or `{ data }`). */
function revertData(links: readonly ErrorLink[]): string | undefined {
  for (const { data } of links) {
    if (typeof data === 'string' && data.startsWith('0x')) return data;
    const inner = (data as { data?: unknown } | undefined)?.data;
    if (typeof inner === 'string' && inner.startsWith('0x')) return inner;
  }
  return undefined;
}

/**
 * The reason of a revert: Solidity's `Error(string)` decoded, `Panic(uint256)` as its code; undefined for a custom
 * error or no data (its ABI is the contract's, which core does not have).
 */
export function revertReason(data: string | undefined): string | undefined {
  if (!data) return undefined;
  const hex = data.slice(2);
  if (hex.startsWith('4e487b71') && hex.length >= 8 + 64)
    return `panic 0x${BigInt(`0x${hex.slice(8, 72)}`).toString(16)}`;
  if (!hex.startsWith('08c379a0') || hex.length < 8 + 128) return undefined;
  const length = Number(BigInt(`0x${hex.slice(72, 136)}`));
  const bytes = hex.slice(136, 136 + length * 2);
  if (bytes.length !== length * 2) return undefined;
  const decoded = new Uint8Array(length);
  for (let i = 0; i < length; i++) decoded[i] = Number.parseInt(bytes.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(decoded);
}

/**
 * §8: a transaction node's error, decoded into the named error of its kind (`PorticoError` with the code of
 * `nodeErrors`, the original as `cause`): a revert carries its reason when the data has one; a node error of no
 * known kind is UNKNOWN_NODE_ERROR. Undefined for what is no node error (a wallet's 4001, a network failure…).
 */
export function decodeNodeError(error: unknown): PorticoError | undefined {
  if (error instanceof PorticoError) return undefined;
  const links = errorChain(error);
  const words = links.flatMap(texts).join('\n');
  for (const [code, pattern] of nodeErrors) {
    if (!pattern.test(words)) continue;
    if (code !== 'EXECUTION_REVERTED') return nodeError(code, error);
    const reason =
      revertReason(revertData(links)) ?? words.match(/execution reverted: ([^\n]+?)(?:\.?\n|$)/i)?.[1];
    return reason
      ? nodeError('EXECUTION_REVERTED_WITH_REASON', error, { reason })
      : nodeError('EXECUTION_REVERTED', error);
  }
  const fromNode = links.some(({ code }) => typeof code === 'number' && nodeErrorCodes.has(code));
  return fromNode ? nodeError('UNKNOWN_NODE_ERROR', error) : undefined;
}
