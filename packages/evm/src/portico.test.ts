import {
  createLogger,
  createPortico,
  type LogEntry,
  type Network,
  type Portico,
  PorticoError,
  type PorticoOptions,
  storageKeyPrefix,
} from '@portico/core';
import { type Devnet, startDevnet } from '@portico/devnet';
import { announceProvider } from '@portico/testing';
import { getConnection, getConnections, disconnect as wagmiDisconnect } from '@wagmi/core';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEvmAdapter } from './createEvmAdapter.js';
import { createInjectedConnector } from './injectedConnector.js';
import type { ControlledWallet } from './test/controlledWallet.js';
import { devnetWallet } from './test/devnetWallet.js';
import { installWindow } from './test/window.js';
import { type WagmiEvmAdapter, withWagmi } from './withWagmi.js';

// Core, the injected connector source and the EVM adapter together, as a dApp page wires them.
let devnet: Devnet;
let mainChain: Network;
let secondChain: Network;

beforeAll(async () => {
  installWindow();
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
  [mainChain, secondChain] = devnet.chains.map((chain) => chain.network) as [Network, Network];
});

afterAll(() => devnet?.stop());

let cleanups: (() => void)[] = [];
let problems: LogEntry[] = [];
beforeEach(() => {
  localStorage.clear();
  problems = [];
});
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
  // Nothing went wrong along the way that only the log would tell.
  expect(problems.map(({ message }) => message)).toEqual([]);
});

function installedWallet(rdns = 'dev.portico.testwallet', account = 0): ControlledWallet {
  const wallet = devnetWallet(devnet, { account, info: { rdns, name: `Wallet ${rdns}` } });
  cleanups.push(announceProvider(window, wallet));
  return wallet;
}

/** A page load: a new instance on the page's storage, with a new source and adapter. */
async function loadPage(
  options: Partial<PorticoOptions> = {},
): Promise<{ portico: Portico; adapter: WagmiEvmAdapter }> {
  const adapter = withWagmi(createEvmAdapter());
  const portico = createPortico({
    projectId: 'portico-evm-test',
    networks: [mainChain, secondChain],
    adapters: [adapter],
    connectors: [createInjectedConnector()],
    storage: localStorage,
    logger: createLogger({ level: 'warn', sinks: [(entry) => problems.push(entry)] }),
    // The page is on localhost: development would add the no-backend notice to the warnings checked here.
    development: false,
    ...options,
  });
  cleanups.push(() => portico.destroy());
  await portico.ready;
  return { portico, adapter };
}

/** What core shows: status, address and (when connected) chain of the eip155 namespace. */
function coreView(portico: Portico) {
  const state = portico.getState();
  const account = state.accounts.eip155;
  const chainId = state.networks.byNamespace.eip155?.caipNetwork?.id;
  return [account?.status, account?.address, account?.status === 'connected' ? chainId : undefined];
}

function wagmiView(adapter: WagmiEvmAdapter) {
  const wagmi = getConnection(adapter.wagmiConfig);
  return [wagmi.status, wagmi.address, wagmi.status === 'connected' ? wagmi.chainId : undefined];
}

// Generous for a loaded machine: each step settles in milliseconds.
const eventually = { timeout: 5_000 };

/** wagmi follows core asynchronously (a sync per change); both end up showing `expected`. */
async function expectAgreement(page: { portico: Portico; adapter: WagmiEvmAdapter }, expected: unknown[]) {
  expect(coreView(page.portico)).toEqual(expected);
  await vi.waitFor(() => expect(wagmiView(page.adapter)).toEqual(expected), eventually);
}

const asked = (wallet: ControlledWallet, method: string) =>
  wallet.log.filter((entry) => entry.method === method).length;

describe('a dApp page with Portico, the injected wallets and the EVM adapter', () => {
  it('§4 connects, signs, switches, survives reloads without a prompt and disconnects; wagmi agrees throughout', async () => {
    const wallet = installedWallet();
    const first = await loadPage();
    expect(first.portico.getState().connectors.connectors.map(({ id }) => id)).toContain(wallet.info.rdns);
    await expectAgreement(first, ['disconnected', undefined, undefined]);

    await first.portico.connect(wallet.info.rdns);
    await expectAgreement(first, ['connected', wallet.address, 31337]);
    // One owner of what is remembered: core's keys only, nothing of wagmi's.
    expect(Object.keys(localStorage).length).toBeGreaterThan(0);
    expect(Object.keys(localStorage).filter((key) => !key.startsWith(storageKeyPrefix))).toEqual([]);
    const signature = await first.portico.signMessage('Hello Portico');
    await expect(
      verifyMessage({ address: wallet.address, message: 'Hello Portico', signature: signature as Hex }),
    ).resolves.toBe(true);

    await first.portico.switchActiveNetwork(secondChain);
    await expectAgreement(first, ['connected', wallet.address, 31338]);
    first.portico.destroy();

    const second = await loadPage();
    await expectAgreement(second, ['connected', wallet.address, 31338]);
    expect(asked(wallet, 'eth_requestAccounts')).toBe(1);

    await second.portico.disconnect();
    await expectAgreement(second, ['disconnected', undefined, undefined]);
    expect(asked(wallet, 'wallet_revokePermissions')).toBe(1);
    second.portico.destroy();

    const third = await loadPage();
    await expectAgreement(third, ['disconnected', undefined, undefined]);
    expect(asked(wallet, 'eth_requestAccounts')).toBe(1);
  });

  it('§8 a wallet that approves after the modal closed is adopted, wagmi agrees, and a reload keeps it', async () => {
    const wallet = installedWallet();
    const page = await loadPage();
    const prompt = wallet.holdPrompt('eth_requestAccounts');
    await page.portico.open();
    const connecting = page.portico.connect(wallet.info.rdns);
    await prompt.asked;
    page.portico.close();
    await expect(connecting).rejects.toEqual(new PorticoError('MODAL_CLOSED'));
    await expectAgreement(page, ['disconnected', undefined, undefined]);

    prompt.approve();
    await vi.waitFor(
      () => expect(coreView(page.portico)).toEqual(['connected', wallet.address, 31337]),
      eventually,
    );
    await expectAgreement(page, ['connected', wallet.address, 31337]);
    page.portico.destroy();

    const reload = await loadPage();
    await expectAgreement(reload, ['connected', wallet.address, 31337]);
    expect(asked(wallet, 'eth_requestAccounts')).toBe(1);
  });

  it('§4 changes made in the wallet reach core and wagmi: another chain, then the site revoked', async () => {
    const wallet = installedWallet();
    const page = await loadPage();
    await page.portico.connect(wallet.info.rdns);
    wallet.setChain(31338);
    await vi.waitFor(
      () => expect(coreView(page.portico)).toEqual(['connected', wallet.address, 31338]),
      eventually,
    );
    await expectAgreement(page, ['connected', wallet.address, 31338]);
    wallet.revoke();
    await vi.waitFor(() => expect(coreView(page.portico)[0]).toBe('disconnected'), eventually);
    await expectAgreement(page, ['disconnected', undefined, undefined]);
  });

  it('§4 wagmi’s own disconnect goes through Portico', async () => {
    const wallet = installedWallet();
    const page = await loadPage();
    await page.portico.connect(wallet.info.rdns);
    await expectAgreement(page, ['connected', wallet.address, 31337]);
    await wagmiDisconnect(page.adapter.wagmiConfig);
    await vi.waitFor(() => expect(coreView(page.portico)[0]).toBe('disconnected'), eventually);
    await expectAgreement(page, ['disconnected', undefined, undefined]);
    expect(asked(wallet, 'wallet_revokePermissions')).toBe(1);
  });

  it('§6 with multiWallet, two wallets survive a reload, the current one first in wagmi', async () => {
    const one = installedWallet('dev.portico.one', 0);
    const two = installedWallet('dev.portico.two', 1);
    const first = await loadPage({ features: { multiWallet: true } });
    await first.portico.connect(one.info.rdns);
    await first.portico.connect(two.info.rdns);
    await expectAgreement(first, ['connected', two.address, 31337]);
    const wagmiConnections = (adapter: WagmiEvmAdapter) =>
      getConnections(adapter.wagmiConfig).map(({ connector }) => connector.id);
    expect(wagmiConnections(first.adapter)).toEqual(['dev.portico.two', 'dev.portico.one']);
    first.portico.destroy();

    const reload = await loadPage({ features: { multiWallet: true } });
    await expectAgreement(reload, ['connected', two.address, 31337]);
    expect(reload.portico.getConnections().map(({ connectorId }) => connectorId)).toEqual([
      'dev.portico.two',
      'dev.portico.one',
    ]);
    await vi.waitFor(
      () => expect(wagmiConnections(reload.adapter)).toEqual(['dev.portico.two', 'dev.portico.one']),
      eventually,
    );

    await reload.portico.switchConnection({ connectorId: one.info.rdns });
    await expectAgreement(reload, ['connected', one.address, 31337]);
    expect(asked(one, 'eth_requestAccounts') + asked(two, 'eth_requestAccounts')).toBe(2);
  });

  it('§6 without multiWallet, connecting a second wallet replaces the first', async () => {
    const one = installedWallet('dev.portico.one', 0);
    const two = installedWallet('dev.portico.two', 1);
    const page = await loadPage();
    await page.portico.connect(one.info.rdns);
    await page.portico.connect(two.info.rdns);
    await expectAgreement(page, ['connected', two.address, 31337]);
    await vi.waitFor(() => expect(asked(one, 'wallet_revokePermissions')).toBe(1), eventually);
    await vi.waitFor(
      () =>
        expect(getConnections(page.adapter.wagmiConfig).map(({ connector }) => connector.id)).toEqual([
          'dev.portico.two',
        ]),
      eventually,
    );
  });
});
