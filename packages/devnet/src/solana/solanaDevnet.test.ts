import {
  address,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaTestAccounts, solanaTokenConfigs } from './config.js';
import { toBaseUnits } from './genesis.js';
import { type SolanaDevnet, startSolanaDevnet } from './solanaDevnet.js';
import { signedTransaction, signerFrom, solTransfer } from './test/kit.js';

let devnet: SolanaDevnet;
let rpc: Rpc<SolanaRpcApi>;
let subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>;
let startMs: number;

/** The first notification of a kit subscription. */
async function first<T>(notifications: AsyncIterable<T>): Promise<T> {
  for await (const notification of notifications) return notification;
  throw new Error('subscription ended without a notification');
}

beforeAll(async () => {
  const started = performance.now();
  devnet = await startSolanaDevnet({ rpcPort: 0 });
  startMs = performance.now() - started;
  console.info(`Solana devnet started in ${startMs.toFixed(1)} ms`);
  rpc = createSolanaRpc(devnet.rpcUrl);
  subscriptions = createSolanaRpcSubscriptions(devnet.wsUrl);
});

afterAll(async () => {
  await devnet?.stop();
});

const account = (i: number) => {
  const found = devnet.accounts[i];
  if (found === undefined) throw new Error(`No Solana test account ${i}`);
  return found;
};

const pts = () => {
  const found = devnet.tokens.find((t) => t.symbol === 'PTS');
  if (found === undefined) throw new Error('No PTS token');
  return found;
};

describe('the Solana devnet network', () => {
  it('starts on free loopback ports', () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(devnet.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(devnet.wsUrl).not.toBe(devnet.rpcUrl.replace('http', 'ws'));
  });

  it('answers health, version and genesis hash, and names itself by that hash', async () => {
    expect(await rpc.getHealth().send()).toBe('ok');
    expect(await rpc.getVersion().send()).toEqual({ 'solana-core': expect.any(String), 'feature-set': 0 });
    const genesisHash = await rpc.getGenesisHash().send();
    expect(genesisHash).toBe(devnet.genesisHash);
    expect(devnet.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`);
  });

  it('advances slots on its clock and hands out a blockhash valid for 150 more blocks', async () => {
    const first = await rpc.getSlot({ commitment: 'processed' }).send();
    await new Promise((resolve) => setTimeout(resolve, 900));
    const later = await rpc.getSlot({ commitment: 'processed' }).send();
    expect(later - first).toBeGreaterThanOrEqual(1n);
    expect(later - first).toBeLessThanOrEqual(4n);
    const { context, value } = await rpc.getLatestBlockhash({ commitment: 'processed' }).send();
    expect(value.lastValidBlockHeight).toBe(context.slot + 150n);
    expect(await rpc.getBlockHeight({ commitment: 'processed' }).send()).toBeGreaterThanOrEqual(context.slot);
    expect((await rpc.isBlockhashValid(value.blockhash, { commitment: 'processed' }).send()).value).toBe(
      true,
    );
  });

  it('lists the network, mint and accounts for the stack file', () => {
    const stack = devnet.toStack();
    expect(stack.networks).toEqual([
      {
        caipNetworkId: devnet.caipNetworkId,
        genesisHash: devnet.genesisHash,
        name: 'Portico Solana',
        testnet: false,
        rpcUrl: devnet.rpcUrl,
        wsUrl: devnet.wsUrl,
        tokens: [
          { mint: devnet.token.mint, name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
          { mint: pts().mint, name: 'Portico Points', symbol: 'PTS', decimals: 2 },
        ],
      },
    ]);
    expect(stack.accounts.map((a) => a.balances[devnet.caipNetworkId])).toEqual(
      solanaTestAccounts.map((a) => a.balances),
    );
  });
});

describe('the Solana test accounts', () => {
  it.each(solanaTestAccounts.map((config, index) => ({ index, ...config.balances })))(
    'account $index holds exactly $SOL SOL and $pUSD pUSD in its associated token account',
    async ({ index, SOL, pUSD }) => {
      const owner = address(account(index).address);
      expect((await rpc.getBalance(owner).send()).value).toBe(toBaseUnits(SOL, 9));
      const { value } = await rpc
        .getTokenAccountsByOwner(owner, { mint: address(devnet.token.mint) }, { encoding: 'jsonParsed' })
        .send();
      expect(value).toHaveLength(1);
      const [tokenAccount] = await findAssociatedTokenPda({
        owner,
        mint: address(devnet.token.mint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      expect(value[0]?.pubkey).toBe(tokenAccount);
      const info = value[0]?.account.data.parsed.info;
      expect(info).toMatchObject({ mint: devnet.token.mint, owner, state: 'initialized', isNative: false });
      expect(info?.tokenAmount).toEqual({
        amount: toBaseUnits(pUSD, 6).toString(),
        decimals: 6,
        uiAmount: Number(pUSD),
        uiAmountString: pUSD,
      });
      expect((await rpc.getTokenAccountBalance(tokenAccount).send()).value.uiAmountString).toBe(pUSD);
    },
  );

  it.each(solanaTestAccounts.map((config, index) => ({ index, PTS: config.balances.PTS })))(
    'account $index holds exactly $PTS of the 2-decimal PTS in its associated token account',
    async ({ index, PTS }) => {
      const owner = address(account(index).address);
      const mint = address(pts().mint);
      const [tokenAccount] = await findAssociatedTokenPda({
        owner,
        mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      expect(account(index).tokenAccounts.PTS).toBe(tokenAccount);
      const { value } = await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send();
      expect(value.map((entry) => entry.pubkey)).toEqual([tokenAccount]);
      expect(value[0]?.account.data.parsed.info.tokenAmount).toEqual({
        amount: toBaseUnits(PTS, 2).toString(),
        decimals: 2,
        uiAmount: Number(PTS),
        uiAmountString: PTS,
      });
      const all = await rpc
        .getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' })
        .send();
      expect(all.value.map((entry) => entry.account.data.parsed.info.mint).sort()).toEqual(
        [devnet.token.mint, pts().mint].sort(),
      );
    },
  );

  it('has a PTS mint apart from pUSD, its supply what the accounts hold', async () => {
    expect(pts().mint).not.toBe(devnet.token.mint);
    const supply = solanaTestAccounts.reduce((sum, a) => sum + toBaseUnits(a.balances.PTS, 2), 0n);
    const { value } = await rpc.getTokenSupply(address(pts().mint)).send();
    expect(value).toMatchObject({ amount: supply.toString(), decimals: 2 });
  });

  it('derives the same keys on every start, each a kit signer of its address', async () => {
    const again = await startSolanaDevnet({ rpcPort: 0 });
    try {
      expect(again.accounts.map((a) => a.address)).toEqual(devnet.accounts.map((a) => a.address));
      expect(again.tokens).toEqual(devnet.tokens);
      expect(again.genesisHash).toBe(devnet.genesisHash);
    } finally {
      await again.stop();
    }
    for (const { address: expected, secretKey } of devnet.accounts) {
      expect((await signerFrom(secretKey)).address).toBe(expected);
    }
  });

  it('has a 6-decimal pUSD mint whose supply is what the accounts hold', async () => {
    const { value } = await rpc.getAccountInfo(address(devnet.token.mint), { encoding: 'jsonParsed' }).send();
    const supply = solanaTestAccounts.reduce((sum, a) => sum + toBaseUnits(a.balances.pUSD, 6), 0n);
    expect(value?.owner).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: solanaTokenConfigs[0].decimals, supply: supply.toString() } },
    });
    expect((await rpc.getTokenSupply(address(devnet.token.mint)).send()).value.amount).toBe(
      supply.toString(),
    );
  });
});

describe('a transfer sent with @solana/kit', () => {
  let payer: KeyPairSigner;
  let signature: ReturnType<typeof getSignatureFromTransaction>;
  const amount = 123_456_789n;
  const tokenAmount = 1_500_000n;

  beforeAll(async () => {
    payer = await signerFrom(account(0).secretKey);
  });

  it('is confirmed over the WebSocket, notifying the accounts it changed', async () => {
    const recipient = account(1);
    const [fromToken] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: address(devnet.token.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const [toToken] = await findAssociatedTokenPda({
      owner: address(recipient.address),
      mint: address(devnet.token.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const transaction = await signedTransaction(payer, lifetime, [
      solTransfer(payer, recipient.address, amount),
      getTransferCheckedInstruction({
        source: fromToken,
        mint: address(devnet.token.mint),
        destination: toToken,
        authority: payer,
        amount: tokenAmount,
        decimals: 6,
      }),
    ]);
    signature = getSignatureFromTransaction(transaction);

    const abort = new AbortController();
    const signatureEvents = await subscriptions
      .signatureNotifications(signature, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal });
    const accountEvents = await subscriptions
      .accountNotifications(address(recipient.address), { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal });
    const slotEvents = await subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
    const before = (await rpc.getBalance(payer.address, { commitment: 'processed' }).send()).value;

    // Kit drops notifications nobody is iterating: wait on all three before sending.
    const confirmed = first(signatureEvents);
    const changed = first(accountEvents);
    const ticked = first(slotEvents);

    const wire = getBase64EncodedWireTransaction(transaction);
    const sent = await rpc
      .sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send();
    expect(sent).toBe(signature);
    expect((await confirmed).value).toEqual({ err: null });
    expect((await changed).value.lamports).toBe(lamports(toBaseUnits(recipient.balances.SOL, 9) + amount));
    const slot = await ticked;
    expect(slot.slot).toBe(slot.parent + 1n);
    abort.abort();

    const after = (await rpc.getBalance(payer.address, { commitment: 'confirmed' }).send()).value;
    expect(before - after).toBe(amount + 5000n);
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send();
    expect(statuses[0]).toMatchObject({
      err: null,
      confirmationStatus: expect.stringMatching(/confirmed|finalized/),
    });
  });

  it('appears in getSignaturesForAddress of both parties', async () => {
    for (const owner of [payer.address, address(account(1).address)]) {
      const found = await rpc.getSignaturesForAddress(owner).send();
      expect(found.map((entry) => entry.signature)).toContain(signature);
      expect(found.find((entry) => entry.signature === signature)).toMatchObject({ err: null, memo: null });
    }
  });

  it('is read back by getTransaction with its balances, token balances and logs', async () => {
    const found = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send();
    if (found === null) throw new Error('transaction not found');
    expect(found.version).toBe(0);
    expect(found.transaction.signatures).toEqual([signature]);
    expect(found.meta?.err).toBeNull();
    expect(found.meta?.fee).toBe(5000n);
    const keys = found.transaction.message.accountKeys;
    const payerIndex = keys.indexOf(payer.address);
    const recipientIndex = keys.indexOf(address(account(1).address));
    const pre = found.meta?.preBalances ?? [];
    const post = found.meta?.postBalances ?? [];
    expect((pre[payerIndex] ?? 0n) - (post[payerIndex] ?? 0n)).toBe(amount + 5000n);
    expect((post[recipientIndex] ?? 0n) - (pre[recipientIndex] ?? 0n)).toBe(amount);
    const held = (balances: readonly { owner?: string; uiTokenAmount: { amount: string } }[] | undefined) =>
      BigInt(balances?.find((b) => b.owner === payer.address)?.uiTokenAmount.amount ?? 0);
    expect(held(found.meta?.preTokenBalances) - held(found.meta?.postTokenBalances)).toBe(tokenAmount);
    expect(found.meta?.logMessages).toContain('Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success');
    const parsed = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' })
      .send();
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: payer.address, destination: account(1).address, lamports: amount },
      },
    });
  });

  it('confirms through kit sendAndConfirmTransaction, and airdrops land like transfers', async () => {
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const transaction = await signedTransaction(payer, lifetime, [
      solTransfer(payer, account(2).address, 1n),
    ]);
    assertIsTransactionWithBlockhashLifetime(transaction);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })(transaction, {
      commitment: 'confirmed',
    });
    const fresh = (await generateKeyPairSigner()).address;
    const airdrop = await rpc.requestAirdrop(fresh, lamports(2_500_000_001n)).send();
    expect((await rpc.getBalance(fresh, { commitment: 'processed' }).send()).value).toBe(2_500_000_001n);
    const { value } = await rpc.getSignatureStatuses([airdrop]).send();
    expect(value[0]?.err).toBeNull();
  });
});

describe('reads kit issues before sending', () => {
  it('prices messages, rent and simulations as the validator does', async () => {
    const payer = await signerFrom(account(2).secretKey);
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const transaction = await signedTransaction(payer, lifetime, [
      solTransfer(payer, account(0).address, 10n),
    ]);
    const wire = getBase64EncodedWireTransaction(transaction);
    const message = Buffer.from(transaction.messageBytes).toString('base64');
    expect((await rpc.getFeeForMessage(message as never).send()).value).toBe(5000n);
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n);
    const simulated = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        accounts: { addresses: [address(account(0).address)], encoding: 'base64' },
      })
      .send();
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0n);
    expect(simulated.value.logs).toContain('Program 11111111111111111111111111111111 success');
    const current = (await rpc.getBalance(address(account(0).address), { commitment: 'processed' }).send())
      .value;
    expect(simulated.value.accounts[0]?.lamports).toBe(current + 10n);
    const { value: accounts } = await rpc
      .getMultipleAccounts(
        [address(account(0).address), address('Unused1111111111111111111111111111111111111')],
        { encoding: 'base64' },
      )
      .send();
    expect(accounts[0]?.lamports).toBe(current);
    expect(accounts[1]).toBeNull();
  });

  it('simulates a token transfer, showing its token balances after, without changing the chain', async () => {
    const payer = await signerFrom(account(2).secretKey);
    const mint = address(devnet.token.mint);
    const ata = async (owner: string) =>
      (await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
    const [source, destination] = [await ata(payer.address), await ata(account(0).address)];
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const transaction = await signedTransaction(payer, lifetime, [
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 424_242n,
        decimals: 6,
      }),
    ]);
    const { value } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        sigVerify: true,
      })
      .send();
    expect(value.err).toBeNull();
    const amountOf = (balances: typeof value.postTokenBalances, owner: string) =>
      balances?.find((b) => b.owner === owner)?.uiTokenAmount.uiAmountString;
    expect(amountOf(value.preTokenBalances, payer.address)).toBe('0.424242');
    expect(amountOf(value.postTokenBalances, payer.address)).toBe('0');
    expect((await rpc.getTokenAccountBalance(source, { commitment: 'processed' }).send()).value.amount).toBe(
      '424242',
    );
  });
});
