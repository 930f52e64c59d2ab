import { createPrivateKey, sign } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
import type { SolanaKeyPair } from './keys.js';

const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
const systemProgram = '11111111111111111111111111111111';

/**
 * A signed legacy transaction moving `lamports` from `from` to `to` with the system program: what
 * the faucet sends for requestAirdrop, so airdrops appear in the history like any transfer.
 */
export function transferTransaction(
  from: SolanaKeyPair,
  to: string,
  lamports: bigint,
  blockhash: string,
): Uint8Array {
  const base58 = getBase58Encoder();
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  const message = Buffer.concat([
    Buffer.from([1, 0, 1, 3]),
    base58.encode(from.address) as Uint8Array,
    base58.encode(to) as Uint8Array,
    base58.encode(systemProgram) as Uint8Array,
    base58.encode(blockhash) as Uint8Array,
    Buffer.from([1, 2, 2, 0, 1, data.length]),
    data,
  ]);
  const key = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519Prefix, from.seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return new Uint8Array(Buffer.concat([Buffer.from([1]), sign(null, message, key), message]));
}
