import { parseAbi } from 'viem';

// The parts of Uniswap's contracts the aggregator calls; the devnet deploys them from Uniswap's published artifacts.

export const v2FactoryAbi = parseAbi(['function getPair(address, address) view returns (address)']);

export const v2PairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']);

export const v3FactoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)']);

export const v3PoolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
]);

export const quoterV2Abi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
]);

export const swapRouter02Abi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
  'function exactInput(ExactInputParams params) payable returns (uint256)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
]);
