import { PorticoError } from '../../shared/errors/PorticoError.js';

const ethereumMainnetChainId = 1;
const ethereumCoinType = 60;
const evmCoinTypeFlag = 0x80000000;

/**
 * ENSIP-11 coin type of an EVM chain (docs/decisions.md): chain 1 is 60, any other chain is
 * `0x80000000 | chainId`. §5: a chain id of 2^31 or more throws 'Invalid chainId', and so do
 * ids that are not positive integers: they name no chain (and 0 would give 0x80000000, which
 * ENSIP-19 reserves for "any EVM chain").
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= evmCoinTypeFlag) {
    throw new PorticoError('INVALID_CHAIN_ID');
  }
  if (chainId === ethereumMainnetChainId) return ethereumCoinType;
  // `|` works on signed 32-bit integers; `>>> 0` turns the result back into an unsigned number.
  return (evmCoinTypeFlag | chainId) >>> 0;
}
