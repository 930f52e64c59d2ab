import { isCaipNetworkId } from '@portico/core';
import type { SiwxMessageData } from '@portico/core/wire';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';
import { nonceFormat } from './messageRules.js';
import { refusal, type SiwxRefusal } from './siwxError.js';
import { solanaPublicKey } from './solanaKeys.js';

/** RFC 3339 date-time, as Sign In With Solana (like EIP-4361) writes its times. */
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const validTime = (text: string | undefined) =>
  text === undefined || (dateTime.test(text) && !Number.isNaN(Date.parse(text)));
const iso = (text: string | undefined) => (text === undefined ? undefined : new Date(text).toISOString());

/** Whether the first line is Sign In With Solana's header: such a message is read by `readSolanaMessage`. */
export function isSolanaMessage(message: string): boolean {
  const [firstLine = ''] = message.split('\n', 1);
  return firstLine.endsWith(' wants you to sign in with your Solana account:');
}

/**
 * The §3 session data of a Sign In With Solana message, read by `@solana/wallet-standard-util`'s
 * `parseSignInMessageText`. Refused: a text that is not the one the fields write back to (no trailing lines, no
 * field out of order), or one missing a field the cloud requires — a base58 32-byte address, URI, Version 1,
 * Chain ID (a CAIP-2 reference: the genesis-hash prefix, `solana:<Chain ID>` being the network), an alphanumeric
 * nonce of 8 or more, Issued At — with a time that is not RFC 3339, or a statement of more than one line.
 */
export function readSolanaMessage(message: string): SiwxMessageData | SiwxRefusal {
  const invalid = refusal(400, 'INVALID_MESSAGE', 'The message is not a Sign In With Solana message');
  // No text the fields write has a run of empty lines or a trailing line break; refusing them first also keeps
  // the parser's pattern from trying every split of a long run of line breaks (tens of ms for 8 KB).
  if (/\n\n\n|\n$/.test(message)) return invalid;
  const parsed = parseSignInMessageText(message);
  if (parsed === null || createSignInMessageText(parsed) !== message) return invalid;
  const { domain, address, uri, version, chainId, nonce, issuedAt, expirationTime, notBefore } = parsed;
  const { statement, requestId, resources } = parsed;
  if (
    solanaPublicKey(address) === undefined ||
    !domain ||
    uri === undefined ||
    version !== '1' ||
    chainId === undefined ||
    !isCaipNetworkId(`solana:${chainId}`) ||
    nonce === undefined ||
    !nonceFormat.test(nonce) ||
    issuedAt === undefined ||
    ![issuedAt, expirationTime, notBefore].every(validTime) ||
    statement?.includes('\n')
  ) {
    return invalid;
  }
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    accountAddress: address,
    chainId: `solana:${chainId}`,
    domain,
    uri,
    version,
    nonce,
    ...optional('statement', statement),
    ...optional('issuedAt', iso(issuedAt)),
    ...optional('expirationTime', iso(expirationTime)),
    ...optional('notBefore', iso(notBefore)),
    ...optional('requestId', requestId),
    ...(resources === undefined ? {} : { resources }),
  };
}
