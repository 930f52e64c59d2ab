import { parseCaipNetworkId } from '@portico/core';
import type { SignInMessageData } from '@portico/core/adapters';

/** The fields a CAIP-122 sign-in text writes, as text: what the suite compares with what was asked. */
export interface SignInTextFields {
  domain: string;
  address: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const header = /^(?<domain>.+) wants you to sign in with your .+ account:$/;
const fieldLine =
  /^(?<label>URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): (?<value>.+)$/;
const fieldNames = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const;

/**
 * Reads the layout EIP-4361 and Sign In With Solana share (CAIP-122's string form): the header naming the
 * domain, the address, an optional statement between empty lines, then one `Label: value` line per field and
 * the `Resources:` list. Undefined for a text that is not laid out so, or names a field twice.
 */
export function readSignInText(text: string): SignInTextFields | undefined {
  const [first = '', address = '', ...rest] = text.split('\n');
  const domain = header.exec(first)?.groups?.domain;
  if (domain === undefined || address === '') return undefined;
  const fields: SignInTextFields = { domain, address };
  let lines = rest;
  if (lines[0] === '' && lines[1] !== undefined && !fieldLine.test(lines[1])) {
    if (lines[2] !== '') return undefined;
    fields.statement = lines[1];
    lines = lines.slice(3);
  } else if (lines[0] === '') {
    lines = lines.slice(1);
  }
  for (const [index, line] of lines.entries()) {
    if (line === 'Resources:') {
      const items = lines.slice(index + 1);
      if (fields.resources !== undefined || !items.every((item) => item.startsWith('- '))) return undefined;
      fields.resources = items.map((item) => item.slice(2));
      break;
    }
    const groups = fieldLine.exec(line)?.groups;
    const name = fieldNames[groups?.label as keyof typeof fieldNames];
    if (name === undefined || groups?.value === undefined || fields[name] !== undefined) return undefined;
    fields[name] = groups.value;
  }
  return fields;
}

/**
 * The text fields a sign-in of `data` must write: `Chain ID` is the CAIP-2 reference of `data.chainId` (EIP-4361's
 * numeric chain id is the eip155 reference; Portico's Sign In With Solana writes the genesis-hash reference).
 */
export function expectedSignInText(data: SignInMessageData): SignInTextFields {
  const { accountAddress, chainId, resources, ...rest } = data;
  return {
    ...rest,
    address: accountAddress,
    chainId: parseCaipNetworkId(chainId).chainId,
    ...(resources !== undefined && { resources: [...resources] }),
  };
}
