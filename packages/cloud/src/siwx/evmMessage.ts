import type { SiwxMessageData } from '@portico/core/wire';
import { getAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { nonceFormat } from './messageRules.js';
import { refusal, type SiwxRefusal } from './siwxError.js';

const validDate = (date: Date | undefined) => date === undefined || !Number.isNaN(date.getTime());
const iso = (date: Date | undefined) => date?.toISOString();

/**
 * The §3 session data of an EIP-4361 message, read by viem's `parseSiweMessage`; a message missing a required
 * field (address, URI, Version 1, Chain ID, an alphanumeric nonce of 8 or more, Issued At) or with a malformed
 * time is refused.
 */
export function readEvmMessage(message: string): SiwxMessageData | SiwxRefusal {
  const parsed = parseSiweMessage(message);
  const { address, domain, uri, version, chainId, nonce, issuedAt, expirationTime, notBefore } = parsed;
  if (
    address === undefined ||
    !domain ||
    uri === undefined ||
    version !== '1' ||
    chainId === undefined ||
    !Number.isSafeInteger(chainId) ||
    chainId < 1 ||
    nonce === undefined ||
    !nonceFormat.test(nonce) ||
    issuedAt === undefined ||
    ![issuedAt, expirationTime, notBefore].every(validDate)
  ) {
    return refusal(400, 'INVALID_MESSAGE', 'The message is not an EIP-4361 sign-in message');
  }
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    accountAddress: getAddress(address),
    chainId: `eip155:${chainId}`,
    domain,
    uri,
    version,
    nonce,
    ...optional('statement', parsed.statement),
    ...optional('issuedAt', iso(issuedAt)),
    ...optional('expirationTime', iso(expirationTime)),
    ...optional('notBefore', iso(notBefore)),
    ...optional('requestId', parsed.requestId),
    ...(parsed.resources === undefined ? {} : { resources: parsed.resources }),
  };
}
