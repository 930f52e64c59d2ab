import { ed25519 } from '@noble/curves/ed25519.js';
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet';
import { base58, base64 } from '@scure/base';
import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, loggedInDevice } from '../test/frameDevice.js';

const email = 'sol@example.com';
const recipient = toAddress(base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey())));
let solana: SolanaDevnet;
let cloud: FakeCloud;
let device: FrameDevice;
let owner: string;

const rpc = (method: string, params: unknown) =>
  device.request('RPC_REQUEST', { method, params, chainNamespace: 'solana', chainId: solana.caipNetworkId });

/** A transfer of `lamports` from the wallet, base64 wire format, unsigned. */
async function transfer(lamports: bigint): Promise<string> {
  const { value } = await createSolanaRpc(solana.rpcUrl)
    .getLatestBlockhash({ commitment: 'confirmed' })
    .send();
  const source = createNoopSigner(toAddress(owner));
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(source.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        value as { blockhash: Blockhash; lastValidBlockHeight: bigint },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source, destination: recipient, amount: lamports }),
        m,
      ),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}

function signatureOf(wire: string): { messageBytes: Uint8Array; signature: Uint8Array } {
  const decoded = getTransactionDecoder().decode(base64.decode(wire));
  const signature = decoded.signatures[toAddress(owner)];
  if (!signature) throw new Error('unsigned');
  return { messageBytes: new Uint8Array(decoded.messageBytes), signature: new Uint8Array(signature) };
}

beforeAll(async () => {
  solana = await startSolanaDevnet({ rpcPort: 0 });
  cloud = new FakeCloud({ rpcUrls: { [solana.caipNetworkId]: solana.rpcUrl } });
  device = await loggedInDevice(cloud, email);
  owner = (await device.request('GET_USER', { chainId: 1 })).solanaAddress;
  const solanaRpc = createSolanaRpc(solana.rpcUrl);
  await solanaRpc.requestAirdrop(toAddress(owner), 2_000_000_000n as never).send();
});

afterAll(async () => {
  device?.close();
  await solana?.stop();
});

describe('solana RPC_REQUEST', () => {
  it('solana_signMessage: the signature verifies with ed25519', async () => {
    const message = new TextEncoder().encode('Sign in to Portico');
    const { signature } = (await rpc('solana_signMessage', {
      message: base58.encode(message),
      pubkey: owner,
    })) as {
      signature: string;
    };
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(owner))).toBe(true);
    await expect(
      rpc('solana_signMessage', { message: base58.encode(message), pubkey: recipient }),
    ).rejects.toThrow("Not this wallet's address");
  });

  it('solana_signTransaction: a transfer built with @solana/kit carries a valid signature', async () => {
    const { transaction } = (await rpc('solana_signTransaction', { transaction: await transfer(1000n) })) as {
      transaction: string;
    };
    const { messageBytes, signature } = signatureOf(transaction);
    expect(ed25519.verify(signature, messageBytes, base58.decode(owner))).toBe(true);
  });

  it('solana_signAllTransactions signs each one', async () => {
    const unsigned = [await transfer(1n), await transfer(2n)];
    const { transactions } = (await rpc('solana_signAllTransactions', { transactions: unsigned })) as {
      transactions: string[];
    };
    expect(transactions).toHaveLength(2);
    for (const wire of transactions) {
      const { messageBytes, signature } = signatureOf(wire);
      expect(ed25519.verify(signature, messageBytes, base58.decode(owner))).toBe(true);
    }
  });

  it('solana_signAndSendTransaction sends through the proxy and answers the signature', async () => {
    const { signature } = (await rpc('solana_signAndSendTransaction', {
      transaction: await transfer(1_000_000n),
      options: { preflightCommitment: 'confirmed' },
    })) as {
      signature: string;
    };
    expect(base58.decode(signature)).toHaveLength(64);
    const solanaRpc = createSolanaRpc(solana.rpcUrl);
    const { value } = await solanaRpc.getSignatureStatuses([signature as never]).send();
    expect(value[0]).not.toBeNull();
    expect((await solanaRpc.getBalance(recipient).send()).value).toBe(1_000_000n);
  });

  it('refuses a transaction this wallet does not sign, and unknown methods', async () => {
    const foreign = await transfer(1n);
    const bytes = base64.decode(foreign);
    // The fee payer's key (the only signer) replaced: the wallet is no signer any more.
    const keysOffset = 1 + 64 + 1 + 3 + 1;
    bytes.set(base58.decode(recipient), keysOffset);
    await expect(rpc('solana_signTransaction', { transaction: base64.encode(bytes) })).rejects.toThrow(
      'This wallet is not a signer of the transaction',
    );
    await expect(rpc('solana_signIn', {})).rejects.toThrow('Requested RPC call is not allowed');
  });

  it('signs nothing the visitor rejected in the frame (4001) or never saw (4100); each request was shown to them', async () => {
    const transaction = await transfer(1n);
    const chain = createSolanaRpc(solana.rpcUrl);
    const before = (await chain.getBalance(recipient).send()).value;
    device.visitor.shown = [];
    try {
      for (const decision of ['reject', 'unseen'] as const) {
        device.visitor.decision = decision;
        for (const [method, params] of [
          ['solana_signMessage', { message: base58.encode(new TextEncoder().encode('hi')) }],
          ['solana_signTransaction', { transaction }],
          ['solana_signAllTransactions', { transactions: [transaction] }],
          ['solana_signAndSendTransaction', { transaction }],
        ] as const) {
          await expect(rpc(method, params)).rejects.toThrow(
            decision === 'reject' ? 'User rejected the request.' : 'has not been authorized by the user',
          );
        }
      }
    } finally {
      device.visitor.decision = 'approve';
    }
    expect(device.visitor.shown.map(({ method, namespace }) => `${namespace} ${method}`)).toHaveLength(8);
    expect((await chain.getBalance(recipient).send()).value).toBe(before);
  });
});
