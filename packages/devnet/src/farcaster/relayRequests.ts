import type { Authentication, SignatureParams } from './channels.js';

/** A request the relay refuses: the status (4xx) and the JSON body it answers with. */
export class RelayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; message?: string },
  ) {
    super(body.message ?? body.error);
  }
}

const invalid = (message: string) => new RelayRefusal(400, { error: 'Validation error', message });
const unauthorized = () => new RelayRefusal(401, { error: 'Unauthorized' });

// The relay's JSON schemas (apps/relay/src/schemas.ts), checked by hand. Like the relay's Fastify (which removes
// additional properties), properties the schema does not name are dropped, not refused.
const domainPattern = /^[a-zA-Z0-9.-]+(:[0-9]+)?$/;
const usernamePattern = /^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/;
const signaturePattern = /^0x[a-fA-F0-9]{130}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
// Domains that use SIWF signatures themselves, refused as the relay refuses them (phishing targets).
const restrictedDomains = ['farcaster.xyz'];

function object(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body must be object');
  return body as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`body/${key} must be string`);
  return value;
}

function requiredString(body: Record<string, unknown>, key: string): string {
  const value = optionalString(body, key);
  if (value === undefined) throw invalid(`body must have required property '${key}'`);
  return value;
}

function matching(value: string | undefined, key: string, valid: (text: string) => boolean, format: string) {
  if (value !== undefined && !valid(value)) throw invalid(`body/${key} must match format "${format}"`);
  return value;
}

const isUri = (text: string) => URL.canParse(text) && /^[a-z][a-z0-9+.-]*:/i.test(text);
const isDateTime = (text: string) => dateTimePattern.test(text) && !Number.isNaN(Date.parse(text));

/** Validates a `POST /v1/channel` body; a generated nonce when it has none. */
export function parseCreateChannel(body: unknown, generateNonce: () => string): SignatureParams {
  const b = object(body);
  const siweUri = matching(requiredString(b, 'siweUri'), 'siweUri', isUri, 'uri') as string;
  const domain = requiredString(b, 'domain');
  if (!domainPattern.test(domain)) throw invalid(`body/domain must match pattern "${domainPattern.source}"`);
  if (b.acceptAuthAddress !== undefined && typeof b.acceptAuthAddress !== 'boolean') {
    throw invalid('body/acceptAuthAddress must be boolean');
  }
  const params: SignatureParams = {
    siweUri,
    domain,
    nonce: optionalString(b, 'nonce') ?? generateNonce(),
    notBefore: matching(optionalString(b, 'notBefore'), 'notBefore', isDateTime, 'date-time'),
    expirationTime: matching(optionalString(b, 'expirationTime'), 'expirationTime', isDateTime, 'date-time'),
    requestId: optionalString(b, 'requestId'),
    redirectUrl: optionalString(b, 'redirectUrl'),
    acceptAuthAddress: b.acceptAuthAddress as boolean | undefined,
  };
  if (restrictedDomains.some((restricted) => domain.includes(restricted))) {
    throw new RelayRefusal(400, { error: 'Domain not allowed' });
  }
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as SignatureParams;
}

/** Validates a `POST /v1/channel/authenticate` body. */
export function parseAuthenticate(body: unknown): Authentication {
  const b = object(body);
  const message = requiredString(b, 'message');
  const signature = requiredString(b, 'signature');
  if (!signaturePattern.test(signature))
    throw invalid(`body/signature must match pattern "${signaturePattern.source}"`);
  if (b.fid === undefined) throw invalid("body must have required property 'fid'");
  // The relay's schema takes any integer; fids start at 1 (the relay answers 500 for a negative one).
  if (!Number.isSafeInteger(b.fid) || (b.fid as number) < 1)
    throw invalid('body/fid must be a positive integer');
  const authMethod = optionalString(b, 'authMethod');
  if (authMethod !== undefined && authMethod !== 'custody' && authMethod !== 'authAddress') {
    throw invalid('body/authMethod must be equal to one of the allowed values');
  }
  const username = optionalString(b, 'username');
  if (username !== undefined && !usernamePattern.test(username)) {
    throw invalid(`body/username must match pattern "${usernamePattern.source}"`);
  }
  const authentication: Authentication = {
    message,
    signature: signature as `0x${string}`,
    authMethod,
    fid: b.fid as number,
    username,
    bio: optionalString(b, 'bio'),
    displayName: optionalString(b, 'displayName'),
    pfpUrl: matching(optionalString(b, 'pfpUrl'), 'pfpUrl', isUri, 'uri'),
  };
  return Object.fromEntries(
    Object.entries(authentication).filter(([, v]) => v !== undefined),
  ) as Authentication;
}

/** The channel token of `Authorization: Bearer <token>` (the relay takes the word after the first space). */
export function bearerToken(authorization: string | undefined): string {
  const token = authorization?.split(' ')[1];
  if (!token) throw unauthorized();
  return token;
}

export { unauthorized };
