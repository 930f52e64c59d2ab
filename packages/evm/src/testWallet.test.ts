import type { Network } from '@portico/core';
import { type Devnet, startDevnet } from '@portico/devnet';
import { announceProvider, createTestWallet, type TestWallet } from '@portico/testing';
import { getConnection } from '@wagmi/core';
import type { Hex } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js';
import { installWindow } from './test/window.js';

// The same flows against @portico/testing's wallet, the one the end-to-end tests inject.
let devnet: Devnet;
let mainChain: Network;
let secondChain: Network;
let wallet: TestWallet;
let cleanups: (() => void)[] = [];

beforeAll(async () => {
  installWindow();
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 } });
  [mainChain, secondChain] = devnet.chains.map((chain) => chain.network) as [Network, Network];
});

afterAll(() => devnet?.stop());

beforeEach(() => {
  localStorage.clear();
  wallet = createTestWallet({
    privateKey: devnet.accounts[0]?.privateKey as Hex,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    knownChainIds: [Number(mainChain.id)],
  });
  cleanups.push(announceProvider(window, wallet));
});

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

async function loadPage(): Promise<EvmAdapter> {
  const adapter = createEvmAdapter({ networks: [mainChain, secondChain] });
  await adapter.setup({ networks: [mainChain, secondChain], emit: () => {} });
  cleanups.push(() => adapter.destroy?.());
  return adapter;
}

/** The methods the wallet was asked since `from` requests. */
const methodsSince = (from: number) => wallet.log.slice(from).map(({ method }) => method);

describe('with the Portico test wallet', () => {
  it('§7 connects, then switches to a chain it lacks: 4902 → add (§7 parameters) → switch', async () => {
    const adapter = await loadPage();
    const connectorId = wallet.info.rdns;
    await adapter.connect({ connectorId, network: mainChain });
    const from = wallet.log.length;
    await adapter.switchNetwork({ connectorId, network: secondChain });
    expect(methodsSince(from).filter((method) => method.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(wallet.log.find(({ method }) => method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Portico Testnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: secondChain.rpcUrls.default.http,
      },
    ]);
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338);
  });

  it.each([
    ['§4', 'still authorised', false],
    ['§4', 'revoked', true],
  ])('%s on reload (%s) reconnects without eth_requestAccounts', async (_section, _case, revoke) => {
    const connectorId = wallet.info.rdns;
    const first = await loadPage();
    await first.connect({ connectorId, network: mainChain });
    first.destroy?.();
    if (revoke) wallet.revoke();
    const from = wallet.log.length;

    const adapter = await loadPage();
    const connection = await adapter.reconnect({ connectorId, network: mainChain });
    expect(connection?.accounts.map(({ address }) => address)).toEqual(revoke ? undefined : [wallet.address]);
    expect(getConnection(adapter.wagmiConfig).address).toBe(revoke ? undefined : wallet.address);
    expect(methodsSince(from)).toContain('eth_accounts');
    expect(methodsSince(from)).not.toContain('eth_requestAccounts');
    expect(methodsSince(from)).not.toContain('wallet_requestPermissions');
  });
});
