import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet';
import {
  address,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type ReadonlyUint8Array,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit';
import type { WalletAccount } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaTestWallet, type SolanaTestWallet } from './solanaTestWallet.js';
import { lamportsOf, unsignedTransfer } from './test/solanaChain.js';

// Short slots: 'confirmed' is one slot behind the tip.
let devnet: SolanaDevnet;
beforeAll(async () => {
  devnet = await startSolanaDevnet({ rpcPort: 0, slotMs: 50 });
});
afterAll(() => devnet?.stop());

const account = (index: number) => {
  const found = devnet.accounts[index];
  if (found === undefined) throw new Error(`The Solana devnet has no account ${index}`);
  return found;
};
const chain = () => ({ id: devnet.caipNetworkId, rpcUrl: devnet.rpcUrl });

async function connected(): Promise<{ wallet: SolanaTestWallet; walletAccount: WalletAccount }> {
  const wallet = createSolanaTestWallet({ secretKey: account(0).secretKey, chains: [chain()] });
  const [walletAccount] = (await wallet.features['standard:connect'].connect()).accounts;
  if (walletAccount === undefined) throw new Error('connect gave no account');
  return { wallet, walletAccount };
}

const verifies = async (signer: string, signature: Uint8Array, bytes: ReadonlyUint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address(signer)), signature as SignatureBytes, bytes);

describe('the Solana test wallet on the devnet', () => {
  it('is a Wallet Standard wallet of the devnet’s chain, with the Solana features', () => {
    const wallet = createSolanaTestWallet({ secretKey: account(0).secretKey, chains: [chain()] });
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe('Portico Test Wallet');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(wallet.chains).toEqual([devnet.caipNetworkId]);
    expect(devnet.caipNetworkId).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/);
    expect(Object.entries(wallet.features).map(([name, { version }]) => `${name}@${version}`)).toEqual([
      'standard:connect@1.0.0',
      'standard:disconnect@1.0.0',
      'standard:events@1.0.0',
      'solana:signIn@1.0.0',
      'solana:signMessage@1.1.0',
      'solana:signTransaction@1.0.0',
      'solana:signAndSendTransaction@1.0.0',
    ]);
    expect(wallet.accounts).toEqual([]);
    expect(wallet.address).toBe(account(0).address);
  });

  it('connect gives the account with its public key, chains and features', async () => {
    const { wallet, walletAccount } = await connected();
    expect(walletAccount).toEqual({
      address: account(0).address,
      publicKey: expect.any(Uint8Array),
      chains: [devnet.caipNetworkId],
      features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'],
    });
    expect(getBase58Decoder().decode(walletAccount.publicKey)).toBe(account(0).address);
    expect(Object.isFrozen(walletAccount)).toBe(true);
    expect(wallet.accounts).toEqual([walletAccount]);
  });

  it('signMessage signs the message bytes with ed25519', async () => {
    const { wallet, walletAccount } = await connected();
    const message = new TextEncoder().encode(`Portico ${Date.now()}`);
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: walletAccount,
      message,
    });
    expect(output?.signedMessage).toEqual(message);
    expect(output?.signatureType).toBe('ed25519');
    expect(output?.signature).toHaveLength(64);
    expect(await verifies(account(0).address, output?.signature as Uint8Array, message)).toBe(true);
    const other = new TextEncoder().encode('another message');
    expect(await verifies(account(0).address, output?.signature as Uint8Array, other)).toBe(false);
  });

  it('signAndSendTransaction signs and sends a SOL transfer, confirmed on the devnet', async () => {
    const { wallet, walletAccount } = await connected();
    const recipient = account(1).address;
    const before = await lamportsOf(devnet.rpcUrl, recipient);
    const transaction = await unsignedTransfer(devnet.rpcUrl, account(0).address, recipient, 1_234_567n);
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: walletAccount,
      transaction,
      chain: devnet.caipNetworkId,
      options: { commitment: 'confirmed' },
    });
    const signature = getBase58Decoder().decode(output?.signature as Uint8Array);
    const statuses = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSignatureStatuses', params: [[signature]] }),
    }).then((response) => response.json());
    expect(statuses.result.value[0]).toMatchObject({ err: null });
    expect(['confirmed', 'finalized']).toContain(statuses.result.value[0].confirmationStatus);
    expect((await lamportsOf(devnet.rpcUrl, recipient)) - before).toBe(1_234_567n);
  });

  it('signTransaction adds the account’s signature and sends nothing', async () => {
    const { wallet, walletAccount } = await connected();
    const recipient = account(2).address;
    const before = await lamportsOf(devnet.rpcUrl, recipient);
    const transaction = await unsignedTransfer(devnet.rpcUrl, account(0).address, recipient, 1_000n);
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: walletAccount,
      transaction,
      chain: devnet.caipNetworkId,
    });
    const signed = getTransactionDecoder().decode(output?.signedTransaction as Uint8Array);
    const signature = signed.signatures[address(account(0).address)];
    expect(signature).toBeTruthy();
    expect(await verifies(account(0).address, signature as Uint8Array, signed.messageBytes)).toBe(true);
    expect(await lamportsOf(devnet.rpcUrl, recipient)).toBe(before);
  });

  it('honours skipPreflight: the node’s preflight error keeps its code; skipped, the failed transaction is reported on confirmation', async () => {
    const { wallet, walletAccount } = await connected();
    const send = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction;
    const tooMuch = () => unsignedTransfer(devnet.rpcUrl, account(0).address, account(1).address, 10n ** 15n);
    const chainId = devnet.caipNetworkId;
    await expect(
      send({ account: walletAccount, transaction: await tooMuch(), chain: chainId }),
    ).rejects.toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    });
    await expect(
      send({
        account: walletAccount,
        transaction: await tooMuch(),
        chain: chainId,
        options: { skipPreflight: true, commitment: 'confirmed' },
      }),
    ).rejects.toThrow(/failed: \{"InstructionError":\[0,\{"Custom":1\}\]\}/);
  });

  it('refuses a chain it does not support and an account it does not expose', async () => {
    const { wallet, walletAccount } = await connected();
    const transaction = await unsignedTransfer(devnet.rpcUrl, account(0).address, account(1).address, 1n);
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: walletAccount,
        transaction,
        chain: 'solana:mainnet',
      }),
    ).rejects.toMatchObject({ code: -32602 });
    const stranger = { ...walletAccount, address: account(1).address };
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: stranger, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 });
  });
});
