import type { TokenBalance } from '@portico/core';
import type { BalanceResponse, FungiblePriceResponse } from '@portico/core/wire';
import { type Devnet, startDevnet } from '@portico/devnet';
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address as solanaAddress,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { createPublicClient, createWalletClient, formatUnits, http, parseAbi, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import { upstreamsFromStack } from '../rpc/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { devnetPriceTable } from './localPrices.js';
import { tokenListsFromStack } from './tokenListsFromStack.js';

const erc20 = parseAbi([
  'function mint(address to, uint256 amount)',
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);
/** Anvil's first default account deployed the devnet's tokens and may mint them. */
const deployer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** `raw / 10^decimals × price`, exactly, as viem writes decimals: the number a value must round to. */
function expectedValue(raw: bigint, decimals: number, price: string): number {
  const [whole = '', fraction = ''] = price.split('.');
  return Number(formatUnits(raw * BigInt(`${whole}${fraction}`), decimals + fraction.length));
}

const priceOf = (symbol: string) => devnetPriceTable[symbol] as string;

describe.each(oneDbPass)('balances and prices on the real devnet, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: { rpcPort: 0, wsPort: 0 } }),
      pass.location(),
    ]);
    const stack = devnet.toStack();
    cloud = await startTestCloud(location, {
      config: {
        rateLimit: { perIp: 100_000, perProject: 100_000 },
        rpc: { upstreams: upstreamsFromStack(stack) },
        balances: {
          tokens: tokenListsFromStack(stack),
          prices: { provider: 'local', table: devnetPriceTable },
        },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Balances' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  const evm = () => devnet.chains[0] as Devnet['chains'][number];
  const evmClient = () => createPublicClient({ transport: http(evm().rpcUrl) });
  const token = (symbol: string) =>
    evm().tokens.find((t) => t.symbol === symbol) as Devnet['chains'][0]['tokens'][0];

  async function balances(address: string, chainId: string, extra: Record<string, string> = {}) {
    const query = sdkQuery(projectId, { currency: 'usd', chainId, ...extra });
    const response = await fetch(`${cloud.url}/v1/account/${address}/balance?${query}`);
    return {
      status: response.status,
      body: (await response.json()) as BalanceResponse & { message?: string },
    };
  }

  const bySymbol = (list: TokenBalance[]) => Object.fromEntries(list.map((b) => [b.symbol, b]));

  it('§7 ERC-20 and native balances equal viem’s reads, values exact beyond float precision', async () => {
    const holder = devnet.accounts[0]?.address as `0x${string}`;
    // 123456789.123456789123456789 PORT on top of the configured balance: 27 digits, no double holds them.
    const wallet = createWalletClient({ transport: http(evm().rpcUrl) });
    const hash = await wallet.writeContract({
      account: deployer,
      chain: null,
      address: token('PORT').address,
      abi: erc20,
      functionName: 'mint',
      args: [holder, 123_456_789_123_456_789_123_456_789n],
    });
    await evmClient().waitForTransactionReceipt({ hash, pollingInterval: 50 });

    const { status, body } = await balances(holder, evm().caipNetworkId, { forceUpdate: 'true' });
    expect(status).toBe(200);
    const client = evmClient();
    const ether = await client.getBalance({ address: holder });
    const expected = [
      { symbol: 'ETH', name: 'Ether', decimals: 18, raw: ether },
      ...(await Promise.all(
        evm().tokens.map(async (t) => ({
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          address: t.address,
          raw: await client.readContract({
            address: t.address,
            abi: erc20,
            functionName: 'balanceOf',
            args: [holder],
          }),
        })),
      )),
    ];
    expect(body.balances).toEqual(
      expected.map(({ raw, ...t }) => ({
        ...t,
        chainId: evm().caipNetworkId,
        quantity: { decimals: String(t.decimals), numeric: formatUnits(raw, t.decimals) },
        price: Number(priceOf(t.symbol)),
        value: expectedValue(raw, t.decimals, priceOf(t.symbol)),
      })),
    );
    const port = bySymbol(body.balances).PORT as TokenBalance;
    expect(port.quantity.numeric).toBe('123456831.246913578135802467');
    // A float product of the same quantity and price lands elsewhere.
    expect(Number(port.quantity.numeric) * Number(priceOf('PORT'))).not.toBe(port.value);
  });

  it('§7 SOL and SPL balances equal kit’s reads, values exact beyond float precision', async () => {
    const solana = devnet.solana as NonNullable<Devnet['solana']>;
    const owner = solana.accounts[0]?.address as string;
    const pts = solana.tokens.find((t) => t.symbol === 'PTS') as (typeof solana.tokens)[0];
    const rpc = createSolanaRpc(solana.rpcUrl);
    const authority = await createKeyPairSignerFromBytes(
      new Uint8Array(getBase58Encoder().encode(solana.authority.secretKey)),
    );
    const [ptsAccount] = await findAssociatedTokenPda({
      owner: solanaAddress(owner),
      mint: solanaAddress(pts.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const minted = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(authority, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getMintToCheckedInstruction({
                mint: solanaAddress(pts.mint),
                token: ptsAccount,
                mintAuthority: authority,
                amount: 12_345_678_901_234_569n,
                decimals: pts.decimals,
              }),
            ],
            m,
          ),
      ),
    );
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(minted), {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send();

    const { status, body } = await balances(owner, solana.caipNetworkId, { forceUpdate: 'true' });
    expect(status).toBe(200);
    const lamports = (await rpc.getBalance(solanaAddress(owner), { commitment: 'confirmed' }).send()).value;
    const splRaw = async (mint: string) => {
      const { value } = await rpc
        .getTokenAccountsByOwner(
          solanaAddress(owner),
          { mint: solanaAddress(mint) },
          { encoding: 'jsonParsed' },
        )
        .send();
      return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
    };
    const expected = [
      { symbol: 'SOL', name: 'Solana', decimals: 9, raw: lamports },
      ...(await Promise.all(
        solana.tokens.map(async (t) => ({
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          address: t.mint,
          raw: await splRaw(t.mint),
        })),
      )),
    ];
    expect(body.balances).toEqual(
      expected.map(({ raw, ...t }) => ({
        ...t,
        chainId: solana.caipNetworkId,
        quantity: { decimals: String(t.decimals), numeric: formatUnits(raw, t.decimals) },
        price: Number(priceOf(t.symbol)),
        value: expectedValue(raw, t.decimals, priceOf(t.symbol)),
      })),
    );
    const ptsBalance = bySymbol(body.balances).PTS as TokenBalance;
    expect(ptsBalance.quantity.numeric).toBe('123456789013845.94');
    expect(Number(ptsBalance.quantity.numeric) * Number(priceOf('PTS'))).not.toBe(ptsBalance.value);
  });

  it('§9 answers from its cache for 30 s, and reads the chain again on forceUpdate', async () => {
    const sender = devnet.accounts[1] as Devnet['accounts'][0];
    const chainId = evm().caipNetworkId;
    const before = bySymbol((await balances(sender.address, chainId, { forceUpdate: 'true' })).body.balances);
    const wallet = createWalletClient({ transport: http(evm().rpcUrl) });
    const hash = await wallet.writeContract({
      account: sender.address,
      chain: null,
      address: token('pUSD').address,
      abi: erc20,
      functionName: 'transfer',
      args: [deployer, parseUnits('1.5', 6)],
    });
    await evmClient().waitForTransactionReceipt({ hash, pollingInterval: 50 });

    const cached = bySymbol((await balances(sender.address, chainId)).body.balances);
    expect(cached.pUSD?.quantity).toEqual(before.pUSD?.quantity);
    const fresh = bySymbol((await balances(sender.address, chainId, { forceUpdate: 'true' })).body.balances);
    expect(fresh.pUSD?.quantity.numeric).toBe('98763.932109');
    // The forced read refreshed the cache too.
    const after = bySymbol((await balances(sender.address, chainId)).body.balances);
    expect(after.pUSD?.quantity.numeric).toBe('98763.932109');
  });

  it('§7 refuses unsupported chains, bad addresses and other currencies with a 4xx', async () => {
    const holder = devnet.accounts[0]?.address as string;
    const unsupported = await balances(holder, 'eip155:1');
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toBe('Unsupported chain: eip155:1');
    expect((await balances(holder, 'cosmos:cosmoshub-4')).status).toBe(400);
    expect((await balances('0x1234', evm().caipNetworkId)).status).toBe(400);
    expect((await balances(holder, devnet.solana?.caipNetworkId as string)).status).toBe(400);
    expect((await balances(holder, evm().caipNetworkId, { currency: 'eur' })).status).toBe(400);
    expect((await balances(holder, evm().caipNetworkId, { forceUpdate: 'yes' })).status).toBe(400);
  });

  async function prices(body: unknown) {
    const response = await fetch(`${cloud.url}/v1/fungible/price?${sdkQuery(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as FungiblePriceResponse };
  }

  it('§7 prices listed tokens from the local table, in the order asked, leaving unknown ones out', async () => {
    const chainId = evm().caipNetworkId;
    const solanaId = devnet.solana?.caipNetworkId as string;
    const pts = devnet.solana?.tokens.find((t) => t.symbol === 'PTS')?.mint as string;
    const portId = `${chainId}:${token('PORT').address.toUpperCase().replace('0X', '0x')}`;
    const { status, body } = await prices({
      currency: 'usd',
      projectId,
      addresses: [
        portId,
        `${solanaId}:native`,
        `${chainId}:0x${'ab'.repeat(20)}`,
        `${solanaId}:${pts}`,
        `${chainId}:native`,
      ],
    });
    expect(status).toBe(200);
    expect(body.fungibles).toEqual([
      { address: portId, name: 'Portico Token', symbol: 'PORT', price: 2.3456 },
      { address: `${solanaId}:native`, name: 'Solana', symbol: 'SOL', price: 187.6543 },
      { address: `${solanaId}:${pts}`, name: 'Portico Points', symbol: 'PTS', price: 0.0789 },
      { address: `${chainId}:native`, name: 'Ether', symbol: 'ETH', price: 3141.5926 },
    ]);
  });

  it('§7 refuses a malformed price request with a 4xx', async () => {
    const chainId = evm().caipNetworkId;
    expect((await prices({ currency: 'usd', projectId, addresses: ['0x1234'] })).status).toBe(400);
    expect((await prices({ currency: 'usd', projectId, addresses: [] })).status).toBe(400);
    expect((await prices({ currency: 'eur', projectId, addresses: [`${chainId}:native`] })).status).toBe(400);
    expect(
      (await prices({ currency: 'usd', projectId: 'other', addresses: [`${chainId}:native`] })).status,
    ).toBe(400);
    expect((await prices({ currency: 'usd', addresses: [`${chainId}:native`] })).status).toBe(400);
  });
});
