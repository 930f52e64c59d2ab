import type { Transfer, TransferFee } from '@portico/core/adapters';
import { type Address, address } from '@solana/addresses';
import { getBase64Decoder } from '@solana/codecs-strings';
import { pipe } from '@solana/functional';
import type { Rpc, SolanaRpcApi } from '@solana/rpc';
import { createNoopSigner } from '@solana/signers';
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/transaction-messages';
import {
  compileTransaction,
  type Transaction,
  type TransactionMessageBytesBase64,
} from '@solana/transactions';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTokenSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';

/** A transfer built for the wallet to sign, with what it costs the sender on top of the amount. */
export interface PlannedTransfer {
  transaction: Transaction;
  fee: TransferFee;
}

/**
 * The instructions of a transfer from `owner`: SOL by the system program; an SPL token by `transferChecked` between
 * the associated token accounts, creating the receiver's (idempotently, paid by the sender) when it does not exist.
 * Returns the rent that creation costs, 0n when the account exists.
 */
async function instructionsOf(rpc: Rpc<SolanaRpcApi>, owner: Address, transfer: Transfer) {
  const sender = createNoopSigner(owner);
  const to = address(transfer.to);
  if (transfer.tokenAddress === undefined) {
    return {
      instructions: [getTransferSolInstruction({ source: sender, destination: to, amount: transfer.amount })],
      rent: 0n,
    };
  }
  const mint = address(transfer.tokenAddress);
  const ata = async (wallet: Address) =>
    (await findAssociatedTokenPda({ owner: wallet, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
  const [source, destination] = await Promise.all([ata(owner), ata(to)]);
  const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send();
  const rent = existing ? 0n : await rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send();
  const create = existing
    ? []
    : [getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: to, mint })];
  const move = getTransferCheckedInstruction({
    source,
    mint,
    destination,
    authority: owner,
    amount: transfer.amount,
    decimals: transfer.decimals,
  });
  return { instructions: [...create, move], rent: BigInt(rent) };
}

/**
 * Builds the transfer on a fresh blockhash and prices it: the network's fee for its message (getFeeForMessage) plus
 * the receiver's token-account rent when it is created.
 */
export async function planTransfer(
  rpc: Rpc<SolanaRpcApi>,
  from: string,
  transfer: Transfer,
): Promise<PlannedTransfer> {
  const owner = address(from);
  const [{ instructions, rent }, { value: lifetime }] = await Promise.all([
    instructionsOf(rpc, owner, transfer),
    rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
  ]);
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayer(owner, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  const message = getBase64Decoder().decode(transaction.messageBytes) as TransactionMessageBytesBase64;
  const { value: networkFee } = await rpc.getFeeForMessage(message, { commitment: 'confirmed' }).send();
  if (networkFee === null)
    throw new Error('The network gave no fee for the transfer (its blockhash expired)');
  return { transaction, fee: { fee: BigInt(networkFee) + rent, accountCreation: rent } };
}
