import { PorticoError } from '@portico/core';
import { createSolanaTestWallet } from '@portico/testing';
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPair,
  getAddressDecoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  type ReadonlyUint8Array,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { Wallet } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import { startTestChain, type TestChain } from './test/solanaDevnet.js';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain?.devnet.stop());

const account = (index: number) => {
  const found = chain.devnet.accounts[index];
  if (found === undefined) throw new Error(`The devnet has no account ${index}`);
  return found;
};

/** A @portico/testing Solana test wallet holding the devnet account `index`, connected to the dApp. */
async function connectedWallet(index: number) {
  const wallet = createSolanaTestWallet({
    secretKey: account(index).secretKey,
    chains: [{ id: chain.network.caipNetworkId, rpcUrl: chain.devnet.rpcUrl }],
  });
  await wallet.features['standard:connect'].connect();
  return { wallet, address: wallet.address, requests: () => wallet.log.map(({ method }) => method) };
}

/** Whether `signature` (64 bytes) is `owner`'s ed25519 signature of `data`. */
const isSignatureOf = async (owner: string, signature: Uint8Array, data: ReadonlyUint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address(owner)), signature as SignatureBytes, data);

/** An unsigned SOL transfer from `from`, compiled as kit does (wire bytes or a kit Transaction). */
async function transfer(from: string, to: string, amount: bigint) {
  const rpc = createSolanaRpc(chain.devnet.rpcUrl);
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const source = { address: address(from) } as never;
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(from), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source, destination: address(to), amount: lamports(amount) })],
          m,
        ),
    ),
  );
}

const lamportsOf = async (owner: string) =>
  (await createSolanaRpc(chain.devnet.rpcUrl).getBalance(address(owner)).send()).value;

describe('createSolanaAdapter', () => {
  it('writes a base58 account as a CAIP-10 address of the Solana network and refuses anything else [§5 address]', () => {
    const adapter = createSolanaAdapter();
    const { address: owner } = account(0);
    expect(adapter.namespace).toBe('solana');
    expect(adapter.toCaipAddress(owner, chain.network)).toBe(`${chain.network.caipNetworkId}:${owner}`);
    // 0OIl are outside base58; a valid-looking string of the wrong length does not decode to 32 bytes.
    for (const bad of [`${owner.slice(0, -1)}0`, owner.slice(0, 20), `0x${'ab'.repeat(20)}`, '']) {
      expect(() => adapter.toCaipAddress(bad, chain.network), bad).toThrow(PorticoError);
    }
    const evm = { ...chain.network, caipNetworkId: 'eip155:1' as const, chainNamespace: 'eip155' as const };
    expect(() => adapter.toCaipAddress(owner, evm)).toThrow('Invalid CAIP-10 address');
    expect(adapter.switchNetwork).toBeUndefined();
  });

  it('reads every devnet account’s SOL balance exactly, in SOL', async () => {
    const adapter = createSolanaAdapter();
    for (const { address: owner, balances } of chain.devnet.accounts) {
      expect(await adapter.getBalance({ address: owner, network: chain.network })).toEqual({
        balance: balances.SOL,
        symbol: 'SOL',
      });
    }
  });

  it('reads every devnet account’s SPL balances per mint, with the mint’s decimals', async () => {
    const adapter = createSolanaAdapter();
    const { tokens } = chain.devnet;
    for (const { address: owner, balances } of chain.devnet.accounts) {
      const read = await adapter.getTokenBalances({ address: owner, network: chain.network });
      const bySymbol = tokens.map(({ mint, decimals, symbol }) => {
        const balance = (balances as Record<string, string>)[symbol] ?? 'missing';
        return { mint, decimals, balance, amount: BigInt(balance.replace('.', '')) };
      });
      expect([...read].sort((a, b) => a.mint.localeCompare(b.mint))).toEqual(
        bySymbol.sort((a, b) => a.mint.localeCompare(b.mint)),
      );
    }
    const empty = getAddressDecoder().decode(new Uint8Array(32).fill(7));
    expect(await adapter.getTokenBalances({ address: empty, network: chain.network })).toEqual([]);
  });

  it('getTokenAmounts reads the listed mints of every devnet account in the order given, 0 for one it holds none of', async () => {
    const adapter = createSolanaAdapter();
    const listed = [...chain.devnet.tokens].reverse().map(({ mint, symbol, decimals }) => ({
      address: mint,
      symbol,
      decimals,
    }));
    const unheld = {
      address: getAddressDecoder().decode(new Uint8Array(32).fill(9)),
      symbol: 'NONE',
      decimals: 6,
    };
    for (const { address: owner, balances } of chain.devnet.accounts) {
      const amounts = await adapter.getTokenAmounts({
        address: owner,
        network: chain.network,
        tokens: [...listed, unheld],
      });
      expect(amounts).toEqual([
        ...listed.map(({ symbol }) => (balances as Record<string, string>)[symbol]),
        '0',
      ]);
    }
  });

  it('signs a message with solana:signMessage: a base58 ed25519 signature of the UTF-8 text by the account', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, address: owner } = await connectedWallet(0);
    const message = 'Portico ✓ signs';
    const signature = await adapter.signMessage({
      provider: wallet,
      address: owner,
      network: chain.network,
      message,
    });
    const bytes = new Uint8Array(getBase58Encoder().encode(signature));
    expect(bytes).toHaveLength(64);
    expect(await isSignatureOf(owner, bytes, new TextEncoder().encode(message))).toBe(true);
    expect(await isSignatureOf(owner, bytes, new TextEncoder().encode('another'))).toBe(false);
  });

  it('refuses to sign for an account the wallet has not authorised, and a request the wallet lacks', async () => {
    const adapter = createSolanaAdapter();
    const { wallet } = await connectedWallet(0);
    const call = { provider: wallet, network: chain.network, message: 'x' };
    await expect(adapter.signMessage({ ...call, address: account(1).address })).rejects.toThrow(
      'Connector not connected.',
    );
    const { 'solana:signMessage': _, ...features } = wallet.features;
    const without: Wallet = { ...wallet, features };
    await expect(
      adapter.signMessage({ ...call, provider: without, address: account(0).address }),
    ).rejects.toThrow('The wallet does not support this request');
  });

  it('signs a transaction without sending it: the wire bytes carry the account’s valid signature', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, address: owner } = await connectedWallet(1);
    const unsigned = await transfer(owner, account(2).address, 1_000n);
    const before = await lamportsOf(owner);
    const signed = await adapter.signTransaction({
      provider: wallet,
      address: owner,
      network: chain.network,
      transaction: unsigned,
    });
    const decoded = getTransactionDecoder().decode(signed);
    const signatureBytes = decoded.signatures[address(owner)];
    expect(signatureBytes).toBeTruthy();
    expect(await isSignatureOf(owner, signatureBytes as Uint8Array, decoded.messageBytes)).toBe(true);
    expect(await lamportsOf(owner)).toBe(before);
  });

  it('signs and sends a SOL transfer through the wallet and resolves once the network confirmed it', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, requests, address: owner } = await connectedWallet(0);
    const recipient = account(2).address;
    const before = await lamportsOf(recipient);
    const signature = await adapter.sendTransaction({
      provider: wallet,
      address: owner,
      network: chain.network,
      transaction: await transfer(owner, recipient, 1_234_567n),
    });
    expect(requests()).toContain('solana:signAndSendTransaction');
    const { value } = await createSolanaRpc(chain.devnet.rpcUrl)
      .getSignatureStatuses([toSignature(signature)])
      .send();
    expect(value[0]?.confirmationStatus).toMatch(/confirmed|finalized/);
    expect(value[0]?.err).toBeNull();
    expect(await lamportsOf(recipient)).toBe(before + 1_234_567n);
  });

  it('without solana:signAndSendTransaction, has the wallet sign, sends over the RPC and waits for the confirmation', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, requests, address: owner } = await connectedWallet(1);
    const { 'solana:signAndSendTransaction': _, ...features } = wallet.features;
    const signOnly: Wallet = { ...wallet, features };
    const recipient = account(0).address;
    const before = await lamportsOf(recipient);
    const unsigned = await transfer(owner, recipient, 7_654_321n);
    const signature = await adapter.sendTransaction({
      provider: signOnly,
      address: owner,
      network: chain.network,
      transaction: new Uint8Array(getTransactionEncoder().encode(unsigned)),
    });
    expect(requests()).toEqual(['standard:connect', 'solana:signTransaction']);
    const { value } = await createSolanaRpc(chain.devnet.rpcUrl)
      .getSignatureStatuses([toSignature(signature)])
      .send();
    expect(value[0]?.confirmationStatus).toMatch(/confirmed|finalized/);
    expect(await lamportsOf(recipient)).toBe(before + 7_654_321n);
  });

  it('rejects a transaction the network refuses (more SOL than the account holds)', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, address: owner } = await connectedWallet(2);
    const { 'solana:signAndSendTransaction': _, ...features } = wallet.features;
    const signOnly: Wallet = { ...wallet, features };
    const before = await lamportsOf(owner);
    await expect(
      adapter.sendTransaction({
        provider: signOnly,
        address: owner,
        network: chain.network,
        transaction: await transfer(owner, account(0).address, before * 2n),
      }),
    ).rejects.toThrow();
    expect(await lamportsOf(owner)).toBe(before);
  });
});

describe('estimateTransfer and sendTransfer (the Send view’s transfers)', () => {
  const fresh = async () => getAddressFromPublicKey((await generateKeyPair()).publicKey);
  const pUsd = () => {
    const token = chain.devnet.toStack().networks[0]?.tokens.find((t) => t.symbol === 'pUSD');
    if (!token) throw new Error('the Solana devnet has no pUSD');
    return token;
  };
  const tokenUnits = async (owner: string, mint: string) => {
    const { value } = await createSolanaRpc(chain.devnet.rpcUrl)
      .getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' })
      .send();
    const [first] = value;
    return first ? BigInt(first.account.data.parsed.info.tokenAmount.amount) : undefined;
  };

  it('0.25 SOL to a fresh address: the chain shows exactly that, and the sender paid the estimated fee', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, address: owner } = await connectedWallet(1);
    const receiver = await fresh();
    const transfer = { to: receiver, decimals: 9, amount: 250_000_000n };
    const call = { provider: wallet, address: owner, network: chain.network, transfer };
    const { fee, accountCreation } = (await adapter.estimateTransfer?.(call)) ?? {
      fee: 0n,
      accountCreation: 0n,
    };
    expect([fee > 0n, accountCreation]).toEqual([true, 0n]);
    const before = await lamportsOf(owner);
    await adapter.sendTransfer?.(call);
    expect(await lamportsOf(receiver)).toBe(250_000_000n);
    expect(before - (await lamportsOf(owner))).toBe(250_000_000n + fee);
  });

  it('2.5 of the SPL token to a fresh address: its token account is created, its rent in the fee, and it holds exactly 2.5', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, address: owner } = await connectedWallet(1);
    const receiver = await fresh();
    const { mint, decimals } = pUsd();
    const transfer = { to: receiver, tokenAddress: mint, decimals, amount: 2_500_000n };
    const call = { provider: wallet, address: owner, network: chain.network, transfer };
    const estimate = await adapter.estimateTransfer?.(call);
    expect(estimate?.accountCreation).toBeGreaterThan(0n);
    const sentBefore = await tokenUnits(owner, mint);
    await adapter.sendTransfer?.(call);
    expect(await tokenUnits(receiver, mint)).toBe(2_500_000n);
    expect((sentBefore ?? 0n) - ((await tokenUnits(owner, mint)) ?? 0n)).toBe(2_500_000n);
    // A second transfer finds the account: nothing to create.
    expect((await adapter.estimateTransfer?.(call))?.accountCreation).toBe(0n);
  });

  it('a refusal in the wallet keeps its code', async () => {
    const adapter = createSolanaAdapter();
    const { wallet, address: owner } = await connectedWallet(1);
    wallet.rejectNext(4001);
    await expect(
      adapter.sendTransfer?.({
        provider: wallet,
        address: owner,
        network: chain.network,
        transfer: { to: await fresh(), decimals: 9, amount: 1n },
      }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});
