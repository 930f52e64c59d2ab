import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** What a dApp hands the wallet: an unsigned v0 SOL transfer paid by `from`, as wire bytes. */
export async function unsignedTransfer(rpcUrl: string, from: string, to: string, amount: bigint) {
  const { value: lifetime } = await createSolanaRpc(rpcUrl)
    .getLatestBlockhash({ commitment: 'confirmed' })
    .send();
  const payer = createNoopSigner(address(from));
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports(amount) }),
        m,
      ),
  );
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)));
}

export async function lamportsOf(rpcUrl: string, owner: string): Promise<bigint> {
  return (await createSolanaRpc(rpcUrl).getBalance(address(owner), { commitment: 'processed' }).send()).value;
}
