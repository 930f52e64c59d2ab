import {
  type Address,
  encodePacked,
  getContractAddress,
  keccak256,
  maxUint256,
  parseAbi,
  parseUnits,
  zeroAddress,
} from 'viem';
import { loadArtifact } from '../artifacts.js';
import type { SetupTransactions } from '../setupTransactions.js';
import type { StackDex, StackToken } from '../stack/index.js';
import { type DexPoolToken, devnetPools, v3PoolFee } from './dexPools.js';
import { fullRangeTicks, sqrtPriceX96 } from './v3Price.js';

// UniswapV2Pair's init-code hash, as UniswapV2Library (and SwapRouter02) compute pair addresses with it.
const v2PairInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';
const pairAbi = parseAbi(['function mint(address to) returns (uint256 liquidity)']);

interface Holding {
  address: Address;
  amount: bigint;
}

const sorted = (a: Holding, b: Holding): [Holding, Holding] =>
  a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a];

/**
 * Deploys WETH9, Uniswap v2's factory, v3's factory and position manager, SwapRouter02 and QuoterV2 from the
 * deployer, wraps and mints to it what the pools hold (no test account's balance changes) and creates and funds
 * `devnetPools`. Sent on `transactions` like the rest of the set-up; confirmed with it.
 */
export async function deployDex(
  transactions: SetupTransactions,
  deployer: Address,
  tokens: readonly StackToken[],
): Promise<StackDex> {
  const wethArtifact = loadArtifact('WETH9');
  const managerArtifact = loadArtifact('NonfungiblePositionManager');
  const tokenAbi = loadArtifact('MintableToken').abi;
  const weth = await transactions.deploy(wethArtifact);
  const v2Factory = await transactions.deploy(loadArtifact('UniswapV2Factory'), [deployer]);
  const v3Factory = await transactions.deploy(loadArtifact('UniswapV3Factory'));
  // The descriptor only renders positions' tokenURI, which nothing on the devnet asks for.
  const positionManager = await transactions.deploy(managerArtifact, [v3Factory, weth, zeroAddress]);
  const router = await transactions.deploy(loadArtifact('SwapRouter02'), [
    v2Factory,
    v3Factory,
    positionManager,
    weth,
  ]);
  const quoterV2 = await transactions.deploy(loadArtifact('QuoterV2'), [v3Factory, weth]);

  const byToken = new Map<DexPoolToken, { address: Address; decimals: number }>([
    ['WETH', { address: weth, decimals: 18 }],
  ]);
  for (const token of tokens) byToken.set(token.symbol as DexPoolToken, token);
  const pools = devnetPools.map(({ protocol, reserves }) => {
    const [a, b] = Object.entries(reserves).map(([symbol, amount]): Holding => {
      const token = byToken.get(symbol as DexPoolToken);
      if (token === undefined) throw new Error(`The devnet has no token ${symbol} to pool`);
      return { address: token.address, amount: parseUnits(amount, token.decimals) };
    });
    if (a === undefined || b === undefined) throw new Error('A devnet pool holds two tokens');
    return { protocol, pair: sorted(a, b) };
  });

  const totals = new Map<Address, bigint>();
  for (const { pair } of pools) {
    for (const { address, amount } of pair) totals.set(address, (totals.get(address) ?? 0n) + amount);
  }
  for (const [address, amount] of totals) {
    if (address === weth) {
      await transactions.call(weth, wethArtifact.abi, 'deposit', [], amount);
    } else {
      await transactions.call(address, tokenAbi, 'mint', [deployer, amount]);
    }
    await transactions.call(address, tokenAbi, 'approve', [positionManager, maxUint256]);
  }

  for (const { protocol, pair } of pools) {
    const [token0, token1] = pair;
    if (protocol === 'v2') {
      await transactions.call(v2Factory, loadArtifact('UniswapV2Factory').abi, 'createPair', [
        token0.address,
        token1.address,
      ]);
      const pairAddress = getContractAddress({
        opcode: 'CREATE2',
        from: v2Factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0.address, token1.address])),
        bytecodeHash: v2PairInitCodeHash,
      });
      for (const { address, amount } of pair) {
        await transactions.call(address, tokenAbi, 'transfer', [pairAddress, amount]);
      }
      await transactions.call(pairAddress, pairAbi, 'mint', [deployer]);
      continue;
    }
    await transactions.call(positionManager, managerArtifact.abi, 'createAndInitializePoolIfNecessary', [
      token0.address,
      token1.address,
      v3PoolFee,
      sqrtPriceX96(token0.amount, token1.amount),
    ]);
    await transactions.call(positionManager, managerArtifact.abi, 'mint', [
      {
        token0: token0.address,
        token1: token1.address,
        fee: v3PoolFee,
        tickLower: fullRangeTicks.lower,
        tickUpper: fullRangeTicks.upper,
        amount0Desired: token0.amount,
        amount1Desired: token1.amount,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: deployer,
        deadline: maxUint256,
      },
    ]);
  }
  return { weth, v2Factory, v3Factory, positionManager, router, quoterV2 };
}
