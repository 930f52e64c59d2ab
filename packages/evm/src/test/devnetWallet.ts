import type { Devnet } from '@portico/devnet';
import { createTestWallet, type TestWalletConfig } from '@portico/testing';
import { type ControlledWallet, controlWallet, type WalletQuirks } from './controlledWallet.js';

/**
 * A test wallet holding a devnet account (the first by default), reaching both devnet chains but knowing only
 * the first at start, so that a switch to the second answers 4902.
 */
export function devnetWallet(
  devnet: Devnet,
  options: Partial<TestWalletConfig> & WalletQuirks & { account?: number } = {},
): ControlledWallet {
  const { account = 0, reshapeError, reshapeResult, ...config } = options;
  const [first] = devnet.chains;
  const wallet = createTestWallet({
    privateKey: devnet.accounts[account]?.privateKey as `0x${string}`,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    knownChainIds: first ? [first.chainId] : [],
    ...config,
  });
  return controlWallet(wallet, { reshapeError, reshapeResult });
}
