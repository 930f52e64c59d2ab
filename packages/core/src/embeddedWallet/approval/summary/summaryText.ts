/**
 * Portico's own words in an approval's summary, English being the source. A summary names them by key (with their
 * parameters) beside the request's own data, so a document with a catalogue of its own (the secure frame) can show
 * them in its locale; `summarizeRequest` shows them in English.
 */
export const summaryTextEn = {
  summarySignMessage: 'Sign message',
  summarySignTypedData: 'Sign typed data',
  summarySendTransaction: 'Send transaction',
  summarySendSignedTransaction: 'Send signed transaction',
  summarySendCalls: 'Send calls',
  summaryGrantPermissions: 'Grant permissions',
  summaryRevokePermissions: 'Revoke permissions',
  summarySignTransaction: 'Sign transaction',
  summarySignTransactions: 'Sign transactions',
  summaryTo: 'To',
  summaryValue: 'Value',
  summaryAction: 'Action',
  summaryFunction: 'Function',
  summaryToken: 'Token',
  summaryAmount: 'Amount',
  summaryRecipient: 'Recipient',
  summarySpender: 'Spender',
  summaryFrom: 'From',
  summaryFeePayer: 'Fee payer',
  summaryMessage: 'Message',
  summaryDomain: 'Domain',
  summaryChain: 'Chain',
  summaryContract: 'Contract',
  summaryType: 'Type',
  summaryParameters: 'Parameters',
  summaryCall: 'Call {index}',
  summaryInstruction: 'Instruction {index}',
  summaryTransaction: 'Transaction {index}',
  summaryPartLabel: '{part}: {label}',
  summaryNewContract: 'New contract',
  summaryContractCall: 'Contract call',
  summaryTransfer: 'Transfer',
  summaryApprove: 'Approve',
  summaryTransferFrom: 'Transfer from',
  summaryTokenTransfer: 'Token transfer',
  summaryProgram: 'Program {program}',
  summaryUnlimited: 'Unlimited',
  summaryUnits: '{amount} units',
} as const;

export type SummaryTextKey = keyof typeof summaryTextEn;

/**
 * Portico's words by key. A string parameter is the request's data (an address, an amount, a program id) and is
 * shown exactly as it is; a number is a count Portico made (the 2 of "Call 2"); a text is Portico's words again.
 */
export interface SummaryText {
  key: SummaryTextKey;
  params?: Readonly<Record<string, string | number | SummaryText>>;
}

/**
 * One piece of a summary: Portico's words (a `SummaryText`), or a string that is the request's own data (a typed
 * data field's path, a message, an address, an amount), never translated nor read as a key.
 */
export type SummaryPart = string | SummaryText;

/** One line of a request's summary, by key: its label and its value. */
export interface SummaryLine {
  label: SummaryPart;
  value: SummaryPart;
}

/** A request's summary by key: what `summarizeRequest` writes out in English. */
export interface RequestSummaryText {
  title: SummaryPart;
  rows: readonly SummaryLine[];
}

/** Portico's words of `key`. */
export const text = (key: SummaryTextKey, params?: SummaryText['params']): SummaryText =>
  params ? { key, params } : { key };

/** A piece of a summary in English: data as it is, Portico's words from the English source. */
export function summaryPartInEnglish(part: SummaryPart): string {
  if (typeof part === 'string') return part;
  const params = part.params ?? {};
  // One pass over the template: a parameter's own text (data) is never read as a placeholder.
  return summaryTextEn[part.key].replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? summaryPartInEnglish(value) : String(value);
  });
}
