import { base58, base64 } from '@scure/base';
import { knownToken, prefixed, type SummaryContext, type SummaryRow } from './requestSummary.js';
import { parseSolanaTransaction, type SolanaInstruction } from './solanaWire.js';
import { readableText } from './text.js';
import { formatUnits } from './units.js';

const systemProgram = '11111111111111111111111111111111';
const tokenPrograms: readonly string[] = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
];
const systemTransfer = 2;
const tokenTransferChecked = 12;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
const u32 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);

/** An instruction's rows: System transfer and SPL Token transferChecked read, any other named by its program. */
function instructionRows(instruction: SolanaInstruction, context: SummaryContext): SummaryRow[] {
  const { programId, accounts, data } = instruction;
  if (programId === systemProgram && data.length >= 12 && u32(data, 0) === systemTransfer)
    return [
      { label: 'Action', value: 'Transfer' },
      { label: 'Amount', value: `${formatUnits(u64(data, 4), 9)} SOL` },
      { label: 'From', value: accounts[0] ?? '' },
      { label: 'To', value: accounts[1] ?? '' },
    ];
  if (tokenPrograms.includes(programId) && data.length >= 10 && data[0] === tokenTransferChecked) {
    const [from = '', mint = '', to = ''] = accounts;
    const token = knownToken(context, mint);
    const amount = formatUnits(u64(data, 1), data[9] ?? 0);
    return [
      { label: 'Action', value: 'Token transfer' },
      { label: 'Amount', value: `${amount} ${token?.symbol ?? mint}` },
      { label: 'From', value: from },
      { label: 'To', value: to },
    ];
  }
  return [{ label: 'Action', value: `Program ${programId}` }];
}

/** A base64 wire transaction's rows: the fee payer, then each instruction numbered. */
export function solanaTransactionRows(transaction: unknown, context: SummaryContext): SummaryRow[] {
  if (typeof transaction !== 'string') throw new TypeError('The transaction is not base64 text');
  const { accountKeys, instructions } = parseSolanaTransaction(base64.decode(transaction));
  return [
    { label: 'Fee payer', value: accountKeys[0] ?? '' },
    ...instructions.flatMap((instruction, index) =>
      prefixed(`Instruction ${index + 1}`, instructionRows(instruction, context)),
    ),
  ];
}

/** solana_signTransaction and solana_signAndSendTransaction params: `{ transaction }` (base64). */
export function solanaSignTransactionRows(params: unknown, context: SummaryContext): SummaryRow[] {
  return solanaTransactionRows(isRecord(params) ? params.transaction : undefined, context);
}

/** solana_signAllTransactions params: `{ transactions }` (base64 each), numbered. */
export function solanaSignAllTransactionsRows(params: unknown, context: SummaryContext): SummaryRow[] {
  const transactions = isRecord(params) && Array.isArray(params.transactions) ? params.transactions : [];
  return transactions.flatMap((transaction, index) =>
    prefixed(`Transaction ${index + 1}`, solanaTransactionRows(transaction, context)),
  );
}

/** solana_signMessage params: `{ message }` (base58): readable UTF-8 text, else the base58 as is. */
export function solanaSignMessageRows(params: unknown): SummaryRow[] {
  const message = isRecord(params) ? params.message : undefined;
  if (typeof message !== 'string') throw new TypeError('The message is not base58 text');
  return [{ label: 'Message', value: readableText(base58.decode(message)) ?? message }];
}
