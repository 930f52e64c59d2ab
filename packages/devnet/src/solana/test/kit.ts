import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import WebSocket from 'ws';

/** A kit signer from a stack-file secret key. */
export function signerFrom(secretKey: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(new Uint8Array(getBase58Encoder().encode(secretKey)));
}

export interface Lifetime {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

/** A signed v0 transaction paid by `payer` with the given instructions. */
export function signedTransaction(payer: KeyPairSigner, lifetime: Lifetime, instructions: Instruction[]) {
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
}

export function solTransfer(payer: KeyPairSigner, to: string, amount: bigint): Instruction {
  return getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports(amount) });
}

export async function signedTransferBase64(
  payer: KeyPairSigner,
  to: string,
  amount: bigint,
  lifetime: Lifetime,
) {
  return getBase64EncodedWireTransaction(
    await signedTransaction(payer, lifetime, [solTransfer(payer, to, amount)]),
  );
}

export interface JsonRpcReply {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** A raw JSON-RPC POST, to see the exact error objects (kit turns them into SolanaErrors). */
export async function postRpc(url: string, body: unknown): Promise<{ status: number; reply: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, reply: await response.json() };
}

export async function call(url: string, method: string, params?: unknown[]): Promise<JsonRpcReply> {
  const { reply } = await postRpc(url, { jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) });
  return reply as JsonRpcReply;
}

/** A raw WebSocket client: requests in order, answers by id, notifications kept. */
export async function openSocket(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const waiting = new Map<number, (reply: JsonRpcReply) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as JsonRpcReply;
    if (typeof message.id === 'number') waiting.get(message.id)?.(message);
  });
  return {
    request(method: string, params?: unknown[]): Promise<JsonRpcReply> {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      });
    },
    close: () => socket.close(),
  };
}
