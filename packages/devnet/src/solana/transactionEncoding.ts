import type { SolanaWireInstruction, SolanaWireMessage } from '@portico/core/adapters';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import type { ExecutionMeta, LandedTransaction } from './chain.js';

export const transactionEncodings = ['json', 'jsonParsed', 'base58', 'base64', 'binary'] as const;
export type TransactionEncoding = (typeof transactionEncodings)[number];

const systemProgram = '11111111111111111111111111111111';

function isWritable(message: SolanaWireMessage, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header;
  if (index < numRequiredSignatures) return index < numRequiredSignatures - numReadonlySignedAccounts;
  return index < message.accountKeys.length - numReadonlyUnsignedAccounts;
}

function uiInstruction(ix: SolanaWireInstruction, stackHeight: number | null = null) {
  return {
    programIdIndex: ix.programIdIndex,
    accounts: ix.accounts,
    data: getBase58Decoder().decode(ix.data),
    stackHeight,
  };
}

/** `jsonParsed` instruction: the system transfer parsed, any other partially decoded, as the validator does. */
function parsedInstruction(ix: SolanaWireInstruction, keys: readonly string[]) {
  const programId = keys[ix.programIdIndex] ?? '';
  const accounts = ix.accounts.map((index) => keys[index] ?? '');
  const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
  if (
    programId === systemProgram &&
    ix.data.length === 12 &&
    view.getUint32(0, true) === 2 &&
    accounts.length >= 2
  ) {
    return {
      program: 'system',
      programId,
      parsed: {
        info: { destination: accounts[1], lamports: Number(view.getBigUint64(4, true)), source: accounts[0] },
        type: 'transfer',
      },
      stackHeight: null,
    };
  }
  return { accounts, data: getBase58Decoder().decode(ix.data), programId, stackHeight: null };
}

function jsonMessage(message: SolanaWireMessage, parsed: boolean, keys: readonly string[]) {
  const versioned = message.version !== 'legacy';
  const lookups = message.addressTableLookups;
  const staticCount = message.accountKeys.length;
  const loadedWritable =
    keys.length - staticCount - lookups.reduce((n, l) => n + l.readonlyIndexes.length, 0);
  const body = parsed
    ? {
        accountKeys: keys.map((pubkey, index) => ({
          pubkey,
          signer: index < message.header.numRequiredSignatures,
          source: index < staticCount ? 'transaction' : 'lookupTable',
          writable: index < staticCount ? isWritable(message, index) : index < staticCount + loadedWritable,
        })),
        recentBlockhash: message.recentBlockhash,
        instructions: message.instructions.map((ix) => parsedInstruction(ix, keys)),
      }
    : {
        header: message.header,
        accountKeys: message.accountKeys,
        recentBlockhash: message.recentBlockhash,
        instructions: message.instructions.map((ix) => uiInstruction(ix)),
      };
  return versioned ? { ...body, addressTableLookups: lookups } : body;
}

/** The `meta` object of getTransaction. */
function uiMeta(meta: ExecutionMeta, parsed: boolean, keys: readonly string[]) {
  const base58 = getBase58Encoder();
  const innerInstructions = meta.innerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) =>
      parsed
        ? {
            ...parsedInstruction({ ...ix, data: new Uint8Array(base58.encode(ix.data)) }, keys),
            stackHeight: ix.stackHeight,
          }
        : ix,
    ),
  }));
  return {
    err: meta.err,
    status: meta.err === null ? { Ok: null } : { Err: meta.err },
    fee: meta.fee,
    preBalances: meta.preBalances,
    postBalances: meta.postBalances,
    innerInstructions,
    logMessages: meta.logs,
    preTokenBalances: meta.preTokenBalances,
    postTokenBalances: meta.postTokenBalances,
    rewards: [],
    loadedAddresses: meta.loadedAddresses,
    computeUnitsConsumed: meta.computeUnitsConsumed,
    ...(meta.returnData ? { returnData: meta.returnData } : {}),
  };
}

/** getTransaction's result for a landed transaction. */
export function encodeTransaction(
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const { wire, bytes } = landed;
  let transaction: unknown;
  if (encoding === 'base64') transaction = [Buffer.from(bytes).toString('base64'), 'base64'];
  else if (encoding === 'base58' || encoding === 'binary') {
    const text = getBase58Decoder().decode(bytes);
    transaction = encoding === 'binary' ? text : [text, 'base58'];
  } else {
    transaction = {
      signatures: wire.signatures.map((s) => getBase58Decoder().decode(s)),
      message: jsonMessage(wire.message, encoding === 'jsonParsed', landed.accountKeys),
    };
  }
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    transaction,
    meta: uiMeta(landed, encoding === 'jsonParsed', landed.accountKeys),
    ...(withVersion ? { version: wire.message.version } : {}),
  };
}
