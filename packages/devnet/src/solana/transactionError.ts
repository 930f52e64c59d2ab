import type { FailedTransactionMetadata } from 'litesvm';

/** A TransactionError as the JSON-RPC API serializes it (serde's enum encoding). */
export type UiTransactionError = string | Record<string, unknown>;

// Index = litesvm's TransactionErrorFieldless value; message = the validator's Display text.
const transactionErrors: ReadonlyArray<readonly [string, string]> = [
  ['AccountInUse', 'Account in use'],
  ['AccountLoadedTwice', 'Account loaded twice'],
  ['AccountNotFound', 'Attempt to debit an account but found no record of a prior credit.'],
  ['ProgramAccountNotFound', 'Attempt to load a program that does not exist'],
  ['InsufficientFundsForFee', 'Insufficient funds for fee'],
  ['InvalidAccountForFee', 'This account may not be used to pay transaction fees'],
  ['AlreadyProcessed', 'This transaction has already been processed'],
  ['BlockhashNotFound', 'Blockhash not found'],
  ['CallChainTooDeep', 'Loader call chain is too deep'],
  ['MissingSignatureForFee', 'Transaction requires a fee but has no signature present'],
  ['InvalidAccountIndex', 'Transaction contains an invalid account reference'],
  ['SignatureFailure', 'Transaction did not pass signature verification'],
  ['InvalidProgramForExecution', 'This program may not be used for executing instructions'],
  ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'],
  ['ClusterMaintenance', 'Transactions are currently disabled due to cluster maintenance'],
  [
    'AccountBorrowOutstanding',
    'Transaction processing left an account with an outstanding borrowed reference',
  ],
  ['WouldExceedMaxBlockCostLimit', 'Transaction would exceed max Block Cost Limit'],
  ['UnsupportedVersion', 'Transaction version is unsupported'],
  ['InvalidWritableAccount', 'Transaction loads a writable account that cannot be written'],
  ['WouldExceedMaxAccountCostLimit', 'Transaction would exceed max account limit within the block'],
  ['WouldExceedAccountDataBlockLimit', 'Transaction would exceed account data limit within the block'],
  ['TooManyAccountLocks', 'Transaction locked too many accounts'],
  ['AddressLookupTableNotFound', "Transaction loads an address table account that doesn't exist"],
  ['InvalidAddressLookupTableOwner', 'Transaction loads an address table account with an invalid owner'],
  ['InvalidAddressLookupTableData', 'Transaction loads an address table account with invalid data'],
  ['InvalidAddressLookupTableIndex', 'Transaction address table lookup uses an invalid index'],
  ['InvalidRentPayingAccount', 'Transaction leaves an account with a lower balance than rent-exempt minimum'],
  ['WouldExceedMaxVoteCostLimit', 'Transaction would exceed max Vote Cost Limit'],
  ['WouldExceedAccountDataTotalLimit', 'Transaction would exceed total account data limit'],
  ['MaxLoadedAccountsDataSizeExceeded', 'Transaction exceeded max loaded accounts data size cap'],
  ['ResanitizationNeeded', 'ResanitizationNeeded'],
  [
    'InvalidLoadedAccountsDataSizeLimit',
    'LoadedAccountsDataSizeLimit set for transaction must be greater than 0.',
  ],
  ['UnbalancedTransaction', 'Sum of account balances before and after transaction do not match'],
  ['ProgramCacheHitMaxLimit', 'Program cache hit max limit'],
  ['CommitCancelled', 'CommitCancelled'],
];

// Index = litesvm's InstructionErrorFieldless value.
const instructionErrors: ReadonlyArray<readonly [string, string]> = [
  ['GenericError', 'generic instruction error'],
  ['InvalidArgument', 'invalid program argument'],
  ['InvalidInstructionData', 'invalid instruction data'],
  ['InvalidAccountData', 'invalid account data for instruction'],
  ['AccountDataTooSmall', 'account data too small for instruction'],
  ['InsufficientFunds', 'insufficient funds for instruction'],
  ['IncorrectProgramId', 'incorrect program id for instruction'],
  ['MissingRequiredSignature', 'missing required signature for instruction'],
  ['AccountAlreadyInitialized', 'instruction requires an uninitialized account'],
  ['UninitializedAccount', 'instruction requires an initialized account'],
  ['UnbalancedInstruction', 'sum of account balances before and after instruction do not match'],
  ['ModifiedProgramId', 'instruction illegally modified the program id of an account'],
  ['ExternalAccountLamportSpend', 'instruction spent from the balance of an account it does not own'],
  ['ExternalAccountDataModified', 'instruction modified data of an account it does not own'],
  ['ReadonlyLamportChange', 'instruction changed the balance of a read-only account'],
  ['ReadonlyDataModified', 'instruction modified data of a read-only account'],
  ['DuplicateAccountIndex', 'instruction contains duplicate accounts'],
  ['ExecutableModified', 'instruction changed executable bit of an account'],
  ['RentEpochModified', 'instruction modified rent epoch of an account'],
  ['NotEnoughAccountKeys', 'insufficient account keys for instruction'],
  ['AccountDataSizeChanged', "program other than the account's owner changed the size of the account data"],
  ['AccountNotExecutable', 'instruction expected an executable account'],
  ['AccountBorrowFailed', 'instruction tries to borrow reference for an account which is already borrowed'],
  ['AccountBorrowOutstanding', 'instruction left account with an outstanding borrowed reference'],
  ['DuplicateAccountOutOfSync', 'instruction modifications of multiply-passed account differ'],
  ['InvalidError', 'program returned invalid error code'],
  ['ExecutableDataModified', 'instruction changed executable accounts data'],
  ['ExecutableLamportChange', 'instruction changed the balance of an executable account'],
  ['ExecutableAccountNotRentExempt', 'executable accounts must be rent exempt'],
  ['UnsupportedProgramId', 'Unsupported program id'],
  ['CallDepth', 'Cross-program invocation call depth too deep'],
  ['MissingAccount', 'An account required by the instruction is missing'],
  ['ReentrancyNotAllowed', 'Cross-program invocation reentrancy not allowed for this instruction'],
  ['MaxSeedLengthExceeded', 'Length of the seed is too long for address generation'],
  ['InvalidSeeds', 'Provided seeds do not result in a valid address'],
  ['InvalidRealloc', 'Failed to reallocate account data'],
  ['ComputationalBudgetExceeded', 'Computational budget exceeded'],
  ['PrivilegeEscalation', 'Cross-program invocation with unauthorized signer or writable account'],
  ['ProgramEnvironmentSetupFailure', 'Failed to create program execution environment'],
  ['ProgramFailedToComplete', 'Program failed to complete'],
  ['ProgramFailedToCompile', 'Program failed to compile'],
  ['Immutable', 'Account is immutable'],
  ['IncorrectAuthority', 'Incorrect authority provided'],
  ['AccountNotRentExempt', 'An account does not have enough lamports to be rent-exempt'],
  ['InvalidAccountOwner', 'Invalid account owner'],
  ['ArithmeticOverflow', 'Program arithmetic overflowed'],
  ['UnsupportedSysvar', 'Unsupported sysvar'],
  ['IllegalOwner', 'Provided owner is not allowed'],
  [
    'MaxAccountsDataAllocationsExceeded',
    'Accounts data allocations exceeded the maximum allowed per transaction',
  ],
  ['MaxAccountsExceeded', 'Max accounts exceeded'],
  ['MaxInstructionTraceLengthExceeded', 'Max instruction trace length exceeded'],
  ['BuiltinProgramsMustConsumeComputeUnits', 'Builtin programs must consume compute units'],
  ['BorshIoError', 'Failed to serialize or deserialize account data'],
];

export interface DescribedError {
  error: UiTransactionError;
  /** The validator's Display text, used in "Transaction simulation failed: …". */
  message: string;
}

function fieldless(table: ReadonlyArray<readonly [string, string]>, value: number): DescribedError {
  const [name, message] = table[value] ?? [`Unknown(${value})`, `unknown error ${value}`];
  return { error: name, message };
}

type InstructionErrorValue = number | { code: number } | { msg: string };

function describeInstructionError(value: InstructionErrorValue): DescribedError {
  if (typeof value === 'number') return fieldless(instructionErrors, value);
  if ('code' in value) {
    return { error: { Custom: value.code }, message: `custom program error: 0x${value.code.toString(16)}` };
  }
  return { error: { BorshIoError: value.msg }, message: 'Failed to serialize or deserialize account data' };
}

/** Named error; the fieldless ones are the enum names the wire uses. */
export function namedError(name: string): DescribedError {
  const found = transactionErrors.find(([n]) => n === name);
  if (found === undefined) throw new Error(`Unknown transaction error ${name}`);
  return { error: found[0], message: found[1] };
}

/** litesvm's error object (napi classes with no common base) as the RPC API shows it. */
export function describeTransactionError(failed: FailedTransactionMetadata): DescribedError {
  const err = failed.err() as unknown;
  if (typeof err === 'number') return fieldless(transactionErrors, err);
  const value = err as {
    constructor: { name: string };
    index?: number;
    accountIndex?: number;
    err?: () => unknown;
  };
  const kind = value.constructor.name;
  if (typeof value.err === 'function' && value.index !== undefined) {
    const inner = describeInstructionError(value.err() as InstructionErrorValue);
    return {
      error: { InstructionError: [value.index, inner.error] },
      message: `Error processing Instruction ${value.index}: ${inner.message}`,
    };
  }
  if (kind.endsWith('DuplicateInstruction')) {
    return {
      error: { DuplicateInstruction: value.index },
      message: `Transaction contains a duplicate instruction (${value.index}) that is not allowed`,
    };
  }
  if (kind.endsWith('InsufficientFundsForRent')) {
    return {
      error: { InsufficientFundsForRent: { account_index: value.accountIndex } },
      message: `Transaction results in an account (${value.accountIndex}) with insufficient funds for rent`,
    };
  }
  return {
    error: { ProgramExecutionTemporarilyRestricted: { account_index: value.accountIndex } },
    message: `Execution of the program referenced by account at index ${value.accountIndex} is temporarily restricted.`,
  };
}
