import type { SiwxSessionBody, SiwxSessionResponse } from '@portico/core/wire';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import type { Project } from '../projects/index.js';
import { isStorableText } from '../storableText.js';
import { domainRefusal, timeRefusal, timeWithinMessage } from './messageRules.js';
import { encodingRefusal, readSignInMessage } from './signInMessage.js';
import type { SignInVerifier } from './signInVerifier.js';
import type { SigningKeys } from './signingKeys.js';
import { isRefusal, refusal, type SiwxRefusal, siwxMessages } from './siwxError.js';
import { nonceState, spendNonce } from './siwxNonces.js';
import { defaultSessionTtlMs, storeSession } from './siwxSessions.js';

export interface SignInContext {
  db: Db;
  clock: () => number;
  verifier: SignInVerifier;
  keys: SigningKeys;
  logger: FastifyBaseLogger;
}

export interface SignInRequest {
  project: Project;
  /** The request's Origin header. */
  origin: string | undefined;
  body: SiwxSessionBody;
}

/**
 * Verifies a signed sign-in message (EIP-4361 or Sign In With Solana) and opens its session: the message and the
 * signature's encoding, the message's chain, domain and times, its nonce (this project's, live), the signature;
 * then, in one transaction, spends the nonce and stores the session, so of two verifications of one nonce exactly
 * one succeeds. Nothing is stored on a refusal.
 */
export async function signIn(
  { db, clock, verifier, keys, logger }: SignInContext,
  { project, origin, body }: SignInRequest,
): Promise<SiwxSessionResponse | SiwxRefusal> {
  if (!isStorableText(body.message) || !isStorableValue(body.cacao)) {
    return refusal(400, 'BAD_REQUEST', 'The message and cacao must be text without NUL or lone surrogates');
  }
  const data = readSignInMessage(body.message);
  if (isRefusal(data)) return data;
  const badEncoding = encodingRefusal(data, body.signature);
  if (badEncoding !== undefined) return badEncoding;
  if (!verifier.serves(data.chainId)) {
    return refusal(400, 'UNSUPPORTED_CHAIN', `Sign-in is not served on ${data.chainId}`);
  }
  const now = clock();
  const ruleRefusal = domainRefusal(data, project.allowedOrigins, origin) ?? timeRefusal(data, now);
  if (ruleRefusal !== undefined) return ruleRefusal;
  const nonce = await nonceState(db, project.id, data.nonce, now);
  if (nonce !== 'live') return nonceRefusal(nonce);

  let valid: boolean;
  try {
    valid = await verifier.verify(data, body.message, body.signature, timeWithinMessage(data, now));
  } catch (error) {
    logger.warn(
      { err: error, chainId: data.chainId },
      'siwx: the signature could not be checked on the chain',
    );
    return refusal(502, 'SERVER_ERROR', `The signature could not be checked on ${data.chainId}`);
  }
  if (!valid) return refusal(401, 'INVALID_SIGNATURE', siwxMessages.INVALID_SIGNATURE);

  const expiresAt =
    data.expirationTime === undefined ? now + defaultSessionTtlMs : Date.parse(data.expirationTime);
  const session = await db.transaction(async (tx) => {
    if (!(await spendNonce(tx, project.id, data.nonce, now))) return undefined;
    return storeSession(
      tx,
      {
        projectId: project.id,
        data,
        message: body.message,
        signature: body.signature,
        cacao: body.cacao,
        expiresAt,
      },
      now,
    );
  });
  if (session === undefined) return refusal(409, 'NONCE_USED', siwxMessages.NONCE_USED);
  const token = await keys.sign({
    projectId: project.id,
    account: `${data.chainId}:${data.accountAddress}`,
    chainId: data.chainId,
    sessionId: session.id,
    issuedAt: now,
    expiresAt,
  });
  return { session, token };
}

function nonceRefusal(state: 'used' | 'unknown'): SiwxRefusal {
  return state === 'used'
    ? refusal(409, 'NONCE_USED', siwxMessages.NONCE_USED)
    : refusal(401, 'INVALID_NONCE', siwxMessages.INVALID_NONCE);
}

/** Whether every string (keys too) of a JSON value is storable in jsonb. */
function isStorableValue(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableValue);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, item]) => isStorableText(key) && isStorableValue(item));
  }
  return true;
}
