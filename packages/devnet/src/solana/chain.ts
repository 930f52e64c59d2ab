import { createHash, createPublicKey, verify } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { SolanaWireMessage, SolanaWireTransaction } from '@portico/core/adapters';
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  type Signature,
} from '@solana/kit';
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import type { AccountState } from './accountState.js';
import { readMint, readTokenAccount, tokenPrograms, type UiTokenAmount, uiTokenAmount } from './token.js';
import {
  type DescribedError,
  describeTransactionError,
  namedError,
  type UiTransactionError,
} from './transactionError.js';

export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** How many slots behind the tip each commitment level sees (a single-validator cluster). */
const commitmentDepth: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 32 };
/** A blockhash stays usable for this many slots after its own (the runtime's MAX_PROCESSING_AGE). */
export const maxProcessingAge = 150;
const lamportsPerSignature = 5000;
const slotsPerEpoch = 432_000;

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

interface UiInnerInstructions {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

export interface LoadedAddresses {
  writable: string[];
  readonly: string[];
}

/** What the transaction did, as `meta` reports it. */
export interface ExecutionMeta {
  err: UiTransactionError | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  innerInstructions: UiInnerInstructions[];
  computeUnitsConsumed: number;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  loadedAddresses: LoadedAddresses;
}

export interface LandedTransaction extends ExecutionMeta {
  signature: string;
  slot: number;
  blockTime: number;
  wire: SolanaWireTransaction;
  /** The transaction as it was sent. */
  bytes: Uint8Array;
  /** Static keys, then the loaded writable, then the loaded read-only ones. */
  accountKeys: string[];
}

export type ExecutionResult =
  | { landed: LandedTransaction }
  /** Refused before execution: nothing was charged and nothing recorded (the validator drops it). */
  | { refused: DescribedError; meta: ExecutionMeta };

export type SimulationResult = ExecutionMeta & {
  error: DescribedError | null;
  postAccounts: Map<string, AccountState>;
};

export interface ChainEvents {
  slot: [slot: number];
  transaction: [landed: LandedTransaction];
}

const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111';
const lookupTableProgram = 'AddressLookupTab1e1111111111111111111111111';
const lookupTableHeaderSize = 56;
const ed25519SpkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** True when every required signature is a valid ed25519 signature of the message by its key. */
export function signaturesVerify({ signatures, messageBytes, message }: SolanaWireTransaction): boolean {
  const base58 = getBase58Encoder();
  return signatures.every((signature, i) => {
    const signer = message.accountKeys[i];
    if (signer === undefined) return false;
    const key = createPublicKey({
      key: Buffer.concat([ed25519SpkiPrefix, Buffer.from(base58.encode(signer))]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, messageBytes, key, signature);
  });
}

/** Base fee per signature plus the priority fee its compute-budget instructions ask for. */
export function transactionFee(message: SolanaWireMessage): number {
  let unitLimit: number | undefined;
  let microLamportsPerUnit = 0n;
  let otherInstructions = 0;
  for (const ix of message.instructions) {
    if (message.accountKeys[ix.programIdIndex] !== computeBudgetProgram) {
      otherInstructions += 1;
      continue;
    }
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) unitLimit = view.getUint32(1, true);
    if (ix.data[0] === 3 && ix.data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true);
  }
  const units = BigInt(unitLimit ?? Math.min(1_400_000, 200_000 * otherInstructions));
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n;
  return lamportsPerSignature * message.header.numRequiredSignatures + Number(priority);
}

function signatureOf(wire: SolanaWireTransaction): string {
  return getBase58Decoder().decode(wire.signatures[0] ?? new Uint8Array(64));
}

/**
 * One LiteSVM bank with what a validator adds around it: slots that advance on a clock, a blockhash per
 * slot that stays valid for `maxProcessingAge` slots, and the transaction history the RPC API reads.
 * LiteSVM's own blockhash and signature checks are off: this class does them as the validator does.
 */
export class SolanaChain extends EventEmitter<ChainEvents> {
  readonly svm: LiteSVM;
  readonly genesisHash: string;
  slot = 0;
  readonly history = new Map<string, LandedTransaction>();
  /** Signatures that touched an address, oldest first. */
  readonly signaturesByAddress = new Map<string, string[]>();
  private readonly genesisBytes: Uint8Array;
  private readonly blockhashSlots = new Map<string, number>();
  private readonly slotBlockhashes = new Map<number, string>();
  private readonly startMs = Date.now();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    genesisBytes: Uint8Array,
    readonly slotMs: number,
  ) {
    super();
    this.genesisBytes = genesisBytes;
    this.genesisHash = getBase58Decoder().decode(genesisBytes);
    this.svm = new LiteSVM().withSigverify(false).withBlockhashCheck(false);
    this.enterSlot(0);
  }

  start(): void {
    this.timer ??= setInterval(() => this.enterSlot(this.slot + 1), this.slotMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The slot a commitment level sees. */
  slotAt(commitment: Commitment): number {
    return Math.max(0, this.slot - commitmentDepth[commitment]);
  }

  blockhashAt(slot: number): string {
    const hash = this.slotBlockhashes.get(slot);
    if (hash === undefined) throw new Error(`No blockhash kept for slot ${slot}`);
    return hash;
  }

  /**
   * The slot of this blockhash while a bank at `atSlot` (default: the tip) accepts it: it must be
   * no newer than that bank and at most `maxProcessingAge` slots older.
   */
  blockhashSlot(blockhash: string, atSlot = this.slot): number | undefined {
    const slot = this.blockhashSlots.get(blockhash);
    return slot !== undefined && slot <= atSlot && atSlot - slot <= maxProcessingAge ? slot : undefined;
  }

  blockTime(slot: number): number {
    return Math.floor((this.startMs + slot * this.slotMs) / 1000);
  }

  confirmationStatus(slot: number): Commitment {
    const depth = this.slot - slot;
    if (depth >= commitmentDepth.finalized) return 'finalized';
    return depth >= commitmentDepth.confirmed ? 'confirmed' : 'processed';
  }

  private enterSlot(slot: number): void {
    // Slot 0's blockhash is the genesis hash, as on a real cluster; each later one chains from it.
    const hash =
      slot === 0
        ? this.genesisHash
        : getBase58Decoder().decode(
            createHash('sha256').update(this.genesisBytes).update(String(slot)).digest(),
          );
    this.slot = slot;
    this.slotBlockhashes.set(slot, hash);
    this.blockhashSlots.set(hash, slot);
    const expired = slot - 2 * maxProcessingAge;
    const old = this.slotBlockhashes.get(expired);
    if (old !== undefined) {
      this.slotBlockhashes.delete(expired);
      this.blockhashSlots.delete(old);
    }
    const now = BigInt(this.blockTime(slot));
    const epoch = BigInt(Math.floor(slot / slotsPerEpoch));
    this.svm.setClock(new Clock(BigInt(slot), BigInt(this.blockTime(0)), epoch, epoch + 1n, now));
    this.emit('slot', slot);
  }

  /** Resolves the lookup tables of a v0 message, or names the error the runtime gives. */
  loadAddresses(message: SolanaWireMessage): LoadedAddresses | DescribedError {
    const loaded: LoadedAddresses = { writable: [], readonly: [] };
    for (const lookup of message.addressTableLookups) {
      const table = this.svm.getAccount(address(lookup.accountKey));
      if (!table.exists) return namedError('AddressLookupTableNotFound');
      if (table.programAddress !== lookupTableProgram) return namedError('InvalidAddressLookupTableOwner');
      const data = table.data;
      if (data.length < lookupTableHeaderSize || (data.length - lookupTableHeaderSize) % 32 !== 0) {
        return namedError('InvalidAddressLookupTableData');
      }
      const base58 = getBase58Decoder();
      const at = (index: number) => {
        const start = lookupTableHeaderSize + index * 32;
        return start + 32 <= data.length ? base58.decode(data.subarray(start, start + 32)) : undefined;
      };
      for (const [indexes, into] of [
        [lookup.writableIndexes, loaded.writable],
        [lookup.readonlyIndexes, loaded.readonly],
      ] as const) {
        for (const index of indexes) {
          const key = at(index);
          if (key === undefined) return namedError('InvalidAddressLookupTableIndex');
          into.push(key);
        }
      }
    }
    return loaded;
  }

  accountState(key: string): AccountState | null {
    const account = this.svm.getAccount(address(key));
    if (!account.exists) return null;
    return {
      lamports: account.lamports,
      data: account.data,
      owner: account.programAddress,
      executable: account.executable,
    };
  }

  lamportsOf(key: string): number {
    return Number(this.svm.getBalance(address(key)) ?? 0n);
  }

  /** Decimals of a mint account, if `mint` is one. */
  decimalsOf(mint: string): number | undefined {
    const account = this.svm.getAccount(address(mint));
    return account.exists ? readMint(account.data, account.programAddress)?.decimals : undefined;
  }

  /** Token balances of the keys that are token accounts; `state` overrides the bank (a simulation's result). */
  private tokenBalances(keys: readonly string[], state?: ReadonlyMap<string, AccountState>): TokenBalance[] {
    const balances: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = state?.get(key) ?? this.accountState(key);
      if (account === null || tokenPrograms[account.owner] === undefined) return;
      const token = readTokenAccount(account.data, account.owner);
      const decimals = token && this.decimalsOf(token.mint);
      if (token === undefined || decimals === undefined) return;
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.owner,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      });
    });
    return balances;
  }

  private metaOf(
    outcome: TransactionMetadata,
    err: UiTransactionError | null,
    fee: number,
    keys: readonly string[],
    loadedAddresses: LoadedAddresses,
    before: { balances: number[]; tokens: TokenBalance[] },
  ): ExecutionMeta {
    const returned = outcome.returnData();
    const returnedData = returned.data();
    const base58 = getBase58Decoder();
    return {
      err,
      fee,
      preBalances: before.balances,
      postBalances: keys.map((key) => this.lamportsOf(key)),
      preTokenBalances: before.tokens,
      postTokenBalances: this.tokenBalances(keys),
      logs: outcome.logs(),
      innerInstructions: outcome
        .innerInstructions()
        .map((list, index) => ({
          index,
          instructions: list.map((inner) => {
            const ix = inner.instruction();
            return {
              programIdIndex: ix.programIdIndex(),
              accounts: [...ix.accounts()],
              data: base58.decode(ix.data()),
              stackHeight: inner.stackHeight(),
            };
          }),
        }))
        .filter((entry) => entry.instructions.length > 0),
      computeUnitsConsumed: Number(outcome.computeUnitsConsumed()),
      returnData:
        returnedData.length === 0
          ? null
          : {
              programId: base58.decode(returned.programId()),
              data: [Buffer.from(returnedData).toString('base64'), 'base64'],
            },
      loadedAddresses,
    };
  }

  private snapshot(keys: readonly string[]) {
    return { balances: keys.map((key) => this.lamportsOf(key)), tokens: this.tokenBalances(keys) };
  }

  private emptyMeta(err: UiTransactionError, fee: number, loadedAddresses: LoadedAddresses): ExecutionMeta {
    return {
      err,
      fee,
      preBalances: [],
      postBalances: [],
      preTokenBalances: [],
      postTokenBalances: [],
      logs: [],
      innerInstructions: [],
      computeUnitsConsumed: 0,
      returnData: null,
      loadedAddresses,
    };
  }

  /** Executes a sanitized, signature-checked transaction whose blockhash is valid. */
  execute(wire: SolanaWireTransaction, bytes: Uint8Array): ExecutionResult {
    const fee = transactionFee(wire.message);
    const loaded = this.loadAddresses(wire.message);
    if ('error' in loaded)
      return { refused: loaded, meta: this.emptyMeta(loaded.error, fee, { writable: [], readonly: [] }) };
    const keys = [...wire.message.accountKeys, ...loaded.writable, ...loaded.readonly];
    const before = this.snapshot(keys);
    const signature = signatureOf(wire);
    const outcome = this.svm.sendTransaction(getTransactionDecoder().decode(bytes));
    const failure = outcome instanceof FailedTransactionMetadata ? describeTransactionError(outcome) : null;
    const meta = this.metaOf(
      outcome instanceof FailedTransactionMetadata ? outcome.meta() : outcome,
      failure?.error ?? null,
      fee,
      keys,
      loaded,
      before,
    );
    // A failed transaction that LiteSVM did not record never made it into a block: no fee, no history.
    if (failure !== null && this.svm.getTransaction(signature as Signature) === null)
      return { refused: failure, meta };
    const landed: LandedTransaction = {
      ...meta,
      signature,
      slot: this.slot,
      blockTime: this.blockTime(this.slot),
      wire,
      bytes,
      accountKeys: keys,
    };
    this.history.set(signature, landed);
    for (const key of new Set(keys)) {
      const list = this.signaturesByAddress.get(key) ?? [];
      list.push(signature);
      this.signaturesByAddress.set(key, list);
    }
    this.emit('transaction', landed);
    return { landed };
  }

  /** Runs the transaction against the current state without keeping anything. */
  simulate(wire: SolanaWireTransaction, bytes: Uint8Array): SimulationResult {
    const fee = transactionFee(wire.message);
    const loaded = this.loadAddresses(wire.message);
    if ('error' in loaded) {
      return {
        ...this.emptyMeta(loaded.error, fee, { writable: [], readonly: [] }),
        error: loaded,
        postAccounts: new Map(),
      };
    }
    const keys = [...wire.message.accountKeys, ...loaded.writable, ...loaded.readonly];
    const before = this.snapshot(keys);
    const outcome = this.svm.simulateTransaction(getTransactionDecoder().decode(bytes));
    if (outcome instanceof FailedTransactionMetadata) {
      const error = describeTransactionError(outcome);
      return {
        ...this.metaOf(outcome.meta(), error.error, fee, keys, loaded, before),
        error,
        postAccounts: new Map(),
      };
    }
    const postAccounts: SimulationResult['postAccounts'] = new Map();
    for (const account of outcome.postAccounts()) {
      postAccounts.set(account.address, {
        lamports: account.lamports,
        data: account.data,
        owner: account.programAddress,
        executable: account.executable,
      });
    }
    const meta = this.metaOf(outcome.meta(), null, fee, keys, loaded, before);
    const postBalances = keys.map((key) =>
      Number(postAccounts.get(key)?.lamports ?? BigInt(this.lamportsOf(key))),
    );
    const postTokenBalances = this.tokenBalances(keys, postAccounts);
    return { ...meta, postBalances, postTokenBalances, error: null, postAccounts };
  }
}
