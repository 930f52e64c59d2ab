import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  type KeyLike,
  SignJWT,
} from 'jose';
import type { Db } from '../db/index.js';
import type { ShareCipher } from '../wallet/index.js';

const tokenAlgorithm = 'ES256';

/** Any constant shared by every Portico server: instances starting together create one key. */
const keyLockKey = 7_401_930;

interface SessionClaims {
  projectId: string;
  /** CAIP-10. */
  account: string;
  /** CAIP-2. */
  chainId: string;
  sessionId: string;
  /** ms since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

/** The keys session tokens are signed with: the newest signs, every stored one verifies (JWKS). */
export interface SigningKeys {
  sign(claims: SessionClaims): Promise<string>;
  /** The token's claims when it is one of ours for `projectId` and unexpired at `now`; else undefined. */
  verify(token: string, projectId: string, now: number): Promise<JWTPayload | undefined>;
  jwks(): Promise<{ keys: JWK[] }>;
}

interface KeyRow {
  kid: string;
  private_key_ciphertext: string;
  public_jwk: JWK | string;
}

const aad = (kid: string) => `siwx-signing-key:${kid}`;
const seconds = (ms: number) => Math.floor(ms / 1000);

async function newKeyRow(cipher: ShareCipher): Promise<KeyRow> {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair(tokenAlgorithm, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    private_key_ciphertext: cipher.encrypt(Buffer.from(JSON.stringify(privateJwk)), aad(kid)),
    public_jwk: { ...(await exportJWK(publicKey)), kid, alg: tokenAlgorithm, use: 'sig' },
  };
}

/** The newest key, created (private half encrypted under the share key) when the database has none. */
async function loadOrCreateKey(db: Db, cipher: ShareCipher, now: number): Promise<KeyRow> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [keyLockKey]);
    const { rows } = await tx.query<KeyRow>(
      'SELECT kid, private_key_ciphertext, public_jwk FROM siwx_signing_keys ORDER BY created_at DESC LIMIT 1',
    );
    if (rows[0] !== undefined) return rows[0];
    const row = await newKeyRow(cipher);
    await tx.query(
      `INSERT INTO siwx_signing_keys (kid, private_key_ciphertext, public_jwk, created_at)
       VALUES ($1, $2, $3, $4)`,
      [row.kid, row.private_key_ciphertext, JSON.stringify(row.public_jwk), now],
    );
    return row;
  });
}

const parseJwk = (value: JWK | string): JWK => (typeof value === 'string' ? JSON.parse(value) : value);

export function createSigningKeys(db: Db, cipher: ShareCipher, clock: () => number): SigningKeys {
  let current: Promise<{ kid: string; key: KeyLike | Uint8Array }> | undefined;
  const signingKey = () => {
    current ??= loadOrCreateKey(db, cipher, clock()).then(async (row) => ({
      kid: row.kid,
      key: await importJWK(
        JSON.parse(cipher.decrypt(row.private_key_ciphertext, aad(row.kid)).toString('utf8')),
        tokenAlgorithm,
      ),
    }));
    // A failed load is tried again by the next request, not remembered.
    current.catch(() => {
      current = undefined;
    });
    return current;
  };
  const jwks = async () => {
    await signingKey();
    const { rows } = await db.query<Pick<KeyRow, 'public_jwk'>>(
      'SELECT public_jwk FROM siwx_signing_keys ORDER BY created_at DESC',
    );
    return { keys: rows.map((row) => parseJwk(row.public_jwk)) };
  };
  return {
    async sign(claims) {
      const { kid, key } = await signingKey();
      return new SignJWT({ chain: claims.chainId, sid: claims.sessionId })
        .setProtectedHeader({ alg: tokenAlgorithm, kid, typ: 'JWT' })
        .setSubject(claims.account)
        .setAudience(claims.projectId)
        .setIssuedAt(seconds(claims.issuedAt))
        .setExpirationTime(seconds(claims.expiresAt))
        .sign(key);
    },
    async verify(token, projectId, now) {
      try {
        const { payload } = await jwtVerify(token, createLocalJWKSet(await jwks()), {
          algorithms: [tokenAlgorithm],
          audience: projectId,
          currentDate: new Date(now),
        });
        return payload;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
    jwks,
  };
}
