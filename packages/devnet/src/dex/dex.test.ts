import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetKeyPair } from '../accounts.js';
import { loadArtifact } from '../artifacts.js';
import { deployerIndex } from '../config.js';
import { type Devnet, startDevnet } from '../devnet.js';
import type { DevnetChain } from '../devnetChain.js';
import { parseStack } from '../stack/index.js';
import { devnetPools, v3PoolFee } from './dexPools.js';

const factoryAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function getPool(address, address, uint24) view returns (address)',
]);
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
]);
const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
]);
const routerAbi = loadArtifact('SwapRouter02').abi;
const quoterAbi = loadArtifact('QuoterV2').abi;
const msgSender = '0x0000000000000000000000000000000000000001';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false, dex: true });
});
afterAll(async () => {
  await devnet?.stop();
});

function clients(chain: DevnetChain) {
  const viemChain = defineChain({ ...chain.network, id: chain.chainId });
  const account = privateKeyToAccount((devnet.accounts[0] as { privateKey: `0x${string}` }).privateKey);
  return {
    reader: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 10 }),
    wallet: createWalletClient({ chain: viemChain, transport: http(chain.rpcUrl), account }),
    account,
  };
}

function tokenOf(chain: DevnetChain, symbol: string): { address: Address; decimals: number } {
  if (symbol === 'WETH' && chain.dex) return { address: chain.dex.weth, decimals: 18 };
  const token = chain.tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`No ${symbol} on ${chain.name}`);
  return token;
}

describe.each([0, 1])('the devnet’s Uniswap pools, chain %i', (index) => {
  const chain = () => devnet.chains[index] as DevnetChain;

  it('lists the dex in the stack file, and leaves the tokens at the deployer’s first nonces', () => {
    const stackChain = parseStack({ version: 1, ...devnet.toStack() }).chains[index];
    expect(stackChain?.dex).toEqual(chain().dex);
    const deployer = devnetKeyPair(deployerIndex).address;
    expect(chain().tokens.map((t) => t.address)).toEqual(
      [0n, 1n].map((nonce) => getContractAddress({ from: deployer, nonce })),
    );
  });

  it('holds the seeded reserves: v2 exactly, v3 within rounding of the full-range position', async () => {
    const dex = chain().dex;
    if (!dex) throw new Error('No dex');
    const { reader } = clients(chain());
    for (const { protocol, reserves } of devnetPools) {
      const [[symbolA, amountA], [symbolB, amountB]] = Object.entries(reserves) as [
        [string, string],
        [string, string],
      ];
      const a = tokenOf(chain(), symbolA);
      const b = tokenOf(chain(), symbolB);
      const seeded = [parseUnits(amountA, a.decimals), parseUnits(amountB, b.decimals)];
      const pool =
        protocol === 'v2'
          ? await reader.readContract({
              address: dex.v2Factory,
              abi: factoryAbi,
              functionName: 'getPair',
              args: [a.address, b.address],
            })
          : await reader.readContract({
              address: dex.v3Factory,
              abi: factoryAbi,
              functionName: 'getPool',
              args: [a.address, b.address, v3PoolFee],
            });
      const held = await Promise.all(
        [a, b].map((t) =>
          reader.readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [pool] }),
        ),
      );
      if (protocol === 'v2') {
        const [r0, r1] = await reader.readContract({
          address: pool,
          abi: pairAbi,
          functionName: 'getReserves',
        });
        const aIs0 =
          (await reader.readContract({ address: pool, abi: pairAbi, functionName: 'token0' })) === a.address;
        expect(aIs0 ? [r0, r1] : [r1, r0]).toEqual(seeded);
        expect(held).toEqual(seeded);
      } else {
        held.forEach((amount, i) => {
          const want = seeded[i] as bigint;
          expect(amount).toBeLessThanOrEqual(want);
          expect(amount).toBeGreaterThan(want - want / 1_000_000n);
        });
      }
    }
  });

  it('swaps 0.1 ETH for pUSD through the v2 pool, and pUSD for PORT through the v3 pool after an approval', async () => {
    const dex = chain().dex;
    if (!dex) throw new Error('No dex');
    const { reader, wallet, account } = clients(chain());
    const pUsd = tokenOf(chain(), 'pUSD').address;
    const port = tokenOf(chain(), 'PORT').address;
    const balance = (token: Address) =>
      reader.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      });
    const pair = await reader.readContract({
      address: dex.v2Factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [dex.weth, pUsd],
    });
    const [r0, r1] = await reader.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' });
    const wethIs0 = dex.weth.toLowerCase() < pUsd.toLowerCase();
    const [reserveIn, reserveOut] = wethIs0 ? [r0, r1] : [r1, r0];
    const amountIn = parseEther('0.1');
    const expected = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

    const pUsdBefore = await balance(pUsd);
    const swap = await wallet.writeContract({
      address: dex.router,
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, expected, [dex.weth, pUsd], account.address],
      value: amountIn,
    });
    expect((await reader.waitForTransactionReceipt({ hash: swap })).status).toBe('success');
    const received = (await balance(pUsd)) - pUsdBefore;
    expect(received).toBe(expected);
    // 0.1 ETH at ~3141.59 pUSD, less the 0.3 % fee and well under 1 % of impact.
    expect(Number(received) / 1e6).toBeGreaterThan(3141.5926 * 0.1 * 0.997 * 0.99);

    const approval = await wallet.writeContract({
      address: pUsd,
      abi: erc20Abi,
      functionName: 'approve',
      args: [dex.router, maxUint256],
    });
    await reader.waitForTransactionReceipt({ hash: approval });
    const sell = parseUnits('100', 6);
    const params = { tokenIn: pUsd, tokenOut: port, fee: v3PoolFee, amountIn: sell, sqrtPriceLimitX96: 0n };
    const { result } = await reader.simulateContract({
      address: dex.quoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInputSingle',
      args: [params],
    });
    const quoted = (result as readonly bigint[])[0] as bigint;
    const portBefore = await balance(port);
    const hash = await wallet.writeContract({
      address: dex.router,
      abi: routerAbi,
      functionName: 'exactInputSingle',
      args: [{ ...params, recipient: msgSender, amountOutMinimum: quoted }],
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await balance(port)) - portBefore).toBe(quoted);
    // 100 pUSD at the v3 pool's 2.34 pUSD per PORT, less the fee.
    expect(Number(quoted) / 1e18).toBeCloseTo((100 / 2.34) * 0.997, 1);
  });
});
