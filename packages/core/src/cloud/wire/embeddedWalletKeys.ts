import { type Static, Type } from '@sinclair/typebox';
import { base64Field } from './embeddedWalletFields.js';

/**
 * The recovery share as the frame encrypts it and the cloud stores it: AES-GCM under a PBKDF2-SHA256 key from the
 * visitor's password, its fields base64. The bounds of `iterations` (and the salt's and IV's sizes) are the cloud's
 * `recoveryShareProblem`, which names them in its 400.
 */
export const EmbeddedWalletRecoveryShare = Type.Object(
  {
    ciphertext: base64Field(4, 4096),
    iv: base64Field(4, 64),
    salt: base64Field(4, 128),
    iterations: Type.Integer(),
  },
  { additionalProperties: false },
);
export type EmbeddedWalletRecoveryShare = Static<typeof EmbeddedWalletRecoveryShare>;

/**
 * The user's wallet (docs/embedded-wallet.md, Cloud API for the frame): the body of POST /v1/wallet/keys and the
 * answer of GET and POST /v1/wallet/keys (GET answers null when the user has none). `authShare` is base64; the
 * cloud releases it only to the user's session.
 */
export const EmbeddedWalletKeys = Type.Object(
  {
    addresses: Type.Object(
      {
        eip155: Type.Unsafe<`0x${string}`>(Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })),
        /** base58 ed25519 public key. */
        solana: Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' }),
      },
      { additionalProperties: false },
    ),
    authShare: base64Field(4, 1024),
    recoveryShare: EmbeddedWalletRecoveryShare,
  },
  { additionalProperties: false },
);
export type EmbeddedWalletKeys = Static<typeof EmbeddedWalletKeys>;
