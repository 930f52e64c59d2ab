import type { SiwxMessageData } from '@portico/core/wire';
import { readEvmMessage } from './evmMessage.js';
import { refusal, type SiwxRefusal } from './siwxError.js';
import { isBase58 } from './solanaKeys.js';
import { isSolanaMessage, readSolanaMessage } from './solanaMessage.js';

/** The session data of a signed sign-in message: Sign In With Solana when its header says so, else EIP-4361. */
export function readSignInMessage(message: string): SiwxMessageData | SiwxRefusal {
  return isSolanaMessage(message) ? readSolanaMessage(message) : readEvmMessage(message);
}

const hexSignature = /^0x[0-9a-fA-F]+$/;

/** The signature must be in the encoding of the message's namespace: hex on eip155, base58 on solana. */
export function encodingRefusal(data: SiwxMessageData, signature: string): SiwxRefusal | undefined {
  if (data.chainId.startsWith('solana:')) {
    return isBase58(signature)
      ? undefined
      : refusal(400, 'BAD_REQUEST', 'The signature of a Sign In With Solana message must be base58');
  }
  return hexSignature.test(signature)
    ? undefined
    : refusal(400, 'BAD_REQUEST', 'The signature of an EIP-4361 message must be hex');
}
