import { ProviderRpcError } from '@portico/core';
import { decodeSolanaTransaction, SolanaWireError, type SolanaWireTransaction } from '@portico/core/adapters';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { type ExecutionMeta, type SolanaChain, signaturesVerify } from './chain.js';
import { bool, commitment, config, integer, invalidType, required } from './params.js';
import { invalidParams, solanaRpcErrorCodes } from './rpcError.js';
import { type DescribedError, namedError } from './transactionError.js';
import { isSanitized, packetDataSize } from './wire.js';

const maxEncodedLength = { base58: 1683, base64: 1644 } as const;
type WireEncoding = keyof typeof maxEncodedLength;

export function wireEncoding(value: unknown): WireEncoding {
  if (value === undefined || value === null) return 'base58';
  if (value === 'base58' || value === 'base64') return value;
  throw invalidParams(
    `Invalid params: unsupported encoding: ${String(value)}. Supported encodings: base58, base64`,
  );
}

/** Base58 or base64 text to bytes, with the validator's error for bad text. */
export function decodeWireText(text: string, encoding: WireEncoding): Uint8Array {
  if (encoding === 'base64') {
    if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
      throw invalidParams(`invalid base64 encoding: InvalidLength(${text.length})`);
    }
    return new Uint8Array(Buffer.from(text, 'base64'));
  }
  try {
    return new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    throw invalidParams('invalid base58 encoding: InvalidCharacter');
  }
}

/** A transaction parameter decoded and sanitized, with the validator's errors for bad input. */
export function decodeTransactionParam(
  value: unknown,
  encoding: WireEncoding,
): { wire: SolanaWireTransaction; bytes: Uint8Array } {
  if (typeof value !== 'string') throw invalidType(value, 'a string');
  const type = 'solana_transaction::versioned::VersionedTransaction';
  const maxEncoded = maxEncodedLength[encoding];
  if (value.length > maxEncoded) {
    throw invalidParams(
      `${encoding} encoded ${type} too large: ${value.length} bytes (max: encoded/raw ${maxEncoded}/${packetDataSize})`,
    );
  }
  const bytes = decodeWireText(value, encoding);
  if (bytes.length > packetDataSize) {
    throw invalidParams(`decoded ${type} too large: ${bytes.length} bytes (max: ${packetDataSize} bytes)`);
  }
  let wire: SolanaWireTransaction;
  try {
    wire = decodeSolanaTransaction(bytes);
  } catch (error) {
    if (error instanceof SolanaWireError)
      throw invalidParams(`failed to deserialize ${type}: ${error.message}`);
    throw error;
  }
  if (!isSanitized(wire))
    throw invalidParams('invalid transaction: Transaction failed to sanitize accounts offsets correctly');
  return { wire, bytes };
}

export function signatureVerificationFailure(): ProviderRpcError {
  return new ProviderRpcError(
    solanaRpcErrorCodes.transactionSignatureVerificationFailure,
    'Transaction signature verification failure',
  );
}

/** The -32002 error: "Transaction simulation failed: …" with the simulation result as data. */
function preflightFailure(error: DescribedError, meta?: ExecutionMeta): ProviderRpcError {
  return new ProviderRpcError(
    solanaRpcErrorCodes.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${error.message}`,
    {
      data: {
        accounts: null,
        err: error.error,
        fee: meta?.fee ?? null,
        innerInstructions: null,
        loadedAddresses: meta?.loadedAddresses ?? null,
        logs: meta?.logs ?? [],
        postBalances: meta?.postBalances ?? null,
        postTokenBalances: meta?.postTokenBalances ?? null,
        preBalances: meta?.preBalances ?? null,
        preTokenBalances: meta?.preTokenBalances ?? null,
        replacementBlockhash: null,
        returnData: meta?.returnData ?? null,
        unitsConsumed: meta?.computeUnitsConsumed ?? 0,
      },
    },
  );
}

/**
 * sendTransaction: the preflight a validator runs (signatures, blockhash at the preflight commitment,
 * duplicate, simulation), then execution at the tip. With `skipPreflight` a transaction that cannot
 * land is dropped silently and only its signature is returned, as a validator does.
 */
export function submitTransaction(chain: SolanaChain, params: unknown[]): string {
  const options = config(params[1]);
  const { wire, bytes } = decodeTransactionParam(
    required(params, 0, 'at least 1 parameter'),
    wireEncoding(options.encoding),
  );
  const skipPreflight = bool(options.skipPreflight, false);
  const preflightSlot = chain.slotAt(
    commitment(chain, { commitment: options.preflightCommitment, minContextSlot: options.minContextSlot }),
  );
  if (options.maxRetries !== undefined && options.maxRetries !== null) integer(options.maxRetries, 'usize');
  const signature = getBase58Decoder().decode(wire.signatures[0] ?? new Uint8Array(64));
  const verified = signaturesVerify(wire);
  const processed = chain.history.has(signature);
  if (!skipPreflight) {
    if (!verified) throw signatureVerificationFailure();
    if (chain.blockhashSlot(wire.message.recentBlockhash, preflightSlot) === undefined) {
      throw preflightFailure(namedError('BlockhashNotFound'));
    }
    if (processed) throw preflightFailure(namedError('AlreadyProcessed'));
    const simulation = chain.simulate(wire, bytes);
    if (simulation.error !== null) throw preflightFailure(simulation.error, simulation);
  }
  if (verified && !processed && chain.blockhashSlot(wire.message.recentBlockhash) !== undefined) {
    chain.execute(wire, bytes);
  }
  return signature;
}
