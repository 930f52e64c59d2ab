import { base58, base64 } from '@scure/base';
import { knownToken, prefixed, type SummaryContext } from './requestSummary.js';
import { parseSolanaTransaction, type SolanaInstruction } from './solanaWire.js';
import { type SummaryLine, text } from './summaryText.js';
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
function instructionRows(instruction: SolanaInstruction, context: SummaryContext): SummaryLine[] {
  const { programId, accounts, data } = instruction;
  if (programId === systemProgram && data.length >= 12 && u32(data, 0) === systemTransfer)
    return [
      { label: text('summaryAction'), value: text('summaryTransfer') },
      { label: text('summaryAmount'), value: `${formatUnits(u64(data, 4), 9)} SOL` },
      { label: text('summaryFrom'), value: accounts[0] ?? '' },
      { label: text('summaryTo'), value: accounts[1] ?? '' },
    ];
  if (tokenPrograms.includes(programId) && data.length >= 10 && data[0] === tokenTransferChecked) {
    const [from = '', mint = '', to = ''] = accounts;
    const token = knownToken(context, mint);
    const amount = formatUnits(u64(data, 1), data[9] ?? 0);
    return [
      { label: text('summaryAction'), value: text('summaryTokenTransfer') },
      { label: text('summaryAmount'), value: `${amount} ${token?.symbol ?? mint}` },
      { label: text('summaryFrom'), value: from },
      { label: text('summaryTo'), value: to },
    ];
  }
  return [{ label: text('summaryAction'), value: text('summaryProgram', { program: programId }) }];
}

/** A base64 wire transaction's rows: the fee payer, then each instruction numbered. */
function solanaTransactionRows(transaction: unknown, context: SummaryContext): SummaryLine[] {
  if (typeof transaction !== 'string') throw new TypeError('The transaction is not base64 text');
  const { accountKeys, instructions } = parseSolanaTransaction(base64.decode(transaction));
  return [
    { label: text('summaryFeePayer'), value: accountKeys[0] ?? '' },
    ...instructions.flatMap((instruction, index) =>
      prefixed(text('summaryInstruction', { index: index + 1 }), instructionRows(instruction, context)),
    ),
  ];
}

/** solana_signTransaction and solana_signAndSendTransaction params: `{ transaction }` (base64). */
export function solanaSignTransactionRows(params: unknown, context: SummaryContext): SummaryLine[] {
  return solanaTransactionRows(isRecord(params) ? params.transaction : undefined, context);
}

/** solana_signAllTransactions params: `{ transactions }` (base64 each), numbered. */
export function solanaSignAllTransactionsRows(params: unknown, context: SummaryContext): SummaryLine[] {
  const transactions = isRecord(params) && Array.isArray(params.transactions) ? params.transactions : [];
  return transactions.flatMap((transaction, index) =>
    prefixed(text('summaryTransaction', { index: index + 1 }), solanaTransactionRows(transaction, context)),
  );
}

/** solana_signMessage params: `{ message }` (base58): readable UTF-8 text, else the base58 as is. */
export function solanaSignMessageRows(params: unknown): SummaryLine[] {
  const message = isRecord(params) ? params.message : undefined;
  if (typeof message !== 'string') throw new TypeError('The message is not base58 text');
  return [{ label: text('summaryMessage'), value: readableText(base58.decode(message)) ?? message }];
}
