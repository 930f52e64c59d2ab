import type { SignInMessageData } from '@portico/core/adapters';
import { isAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';

/** EIP-4361's nonce: at least 8 alphanumerics (the cloud issues 24). */
const nonceFormat = /^[a-zA-Z0-9]{8,}$/;
/** An eip155 CAIP-2 id: its reference is the decimal EIP-155 chain id. */
const eip155ChainFormat = /^eip155:([1-9][0-9]*)$/;
/** RFC 3339 date-time, as EIP-4361 writes its times (and viem's `parseSiweMessage` reads them). */
const dateTimeFormat = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** EIP-4361's Request ID: RFC 3986 `*pchar`. */
const requestIdFormat = /^(?:[-a-zA-Z0-9._~!$&'()*+,;=:@]|%[0-9a-fA-F]{2})*$/;
/**
 * A line break in a statement: the message would not read back. (EIP-4361's grammar also leaves out non-ASCII
 * letters, `%` and quotes, which a statement made of a dApp's name may hold: those are written as given.)
 */
const lineBreak = /[\n\r\u2028\u2029]/;

function refuse(reason: string): never {
  throw new Error(`Cannot write the EIP-4361 sign-in message: ${reason}`);
}

function chainIdOf(caipNetworkId: string): number {
  const reference = eip155ChainFormat.exec(caipNetworkId)?.[1];
  const chainId = Number(reference);
  if (reference === undefined || !Number.isSafeInteger(chainId))
    refuse(`the network ${JSON.stringify(caipNetworkId)} is not an eip155 chain`);
  return chainId;
}

/**
 * The instant of an RFC 3339 date-time; throws on another format, and on a day or time that does not exist (which
 * `Date` would roll over: 31 February into March).
 */
function dateOf(field: string, value: string): Date {
  const offset = dateTimeFormat.exec(value)?.[2];
  const date = new Date(value);
  const [, sign, hours = '0', minutes = '0'] = /^([+-])(\d{2}):(\d{2})$/.exec(offset ?? '') ?? [];
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  const written = Number.isNaN(date.getTime())
    ? undefined
    : new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offset === undefined || written !== value.slice(0, 19))
    refuse(`${field} ${JSON.stringify(value)} is not an RFC 3339 date-time`);
  return date;
}

const optionalDateOf = (field: string, value: string | undefined) =>
  value === undefined ? undefined : dateOf(field, value);

/**
 * The EIP-4361 (Sign-In with Ethereum) text of a sign-in message, written by viem's `createSiweMessage`: the
 * account's EIP-55 address, the numeric Chain ID of the CAIP-2 network, the times in UTC with milliseconds. Throws
 * on what the standard does not allow (a nonce of fewer than 8 alphanumerics, a network outside eip155, an
 * invalid address, time, URI, domain, resource or request id, a statement of more than one line).
 */
export function formatSiweMessage(data: SignInMessageData): string {
  const { accountAddress, nonce, statement, requestId, resources } = data;
  if (!isAddress(accountAddress, { strict: true }))
    refuse(`${JSON.stringify(accountAddress)} is not an EVM address (or its EIP-55 checksum is wrong)`);
  if (!nonceFormat.test(nonce))
    refuse(`the nonce ${JSON.stringify(nonce)} is not 8 or more letters and digits`);
  if (statement !== undefined && lineBreak.test(statement))
    refuse(`the statement ${JSON.stringify(statement)} is more than one line`);
  if (requestId !== undefined && !requestIdFormat.test(requestId))
    refuse(`the request id ${JSON.stringify(requestId)} is not an RFC 3986 path segment`);
  return createSiweMessage({
    address: accountAddress,
    chainId: chainIdOf(data.chainId),
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce,
    issuedAt: dateOf('Issued At', data.issuedAt),
    expirationTime: optionalDateOf('Expiration Time', data.expirationTime),
    notBefore: optionalDateOf('Not Before', data.notBefore),
    ...(statement ? { statement } : {}),
    ...(requestId ? { requestId } : {}),
    // An empty list would write a bare `Resources:` line: it is left out, as it means the same.
    ...(resources && resources.length > 0 ? { resources: [...resources] } : {}),
  });
}
