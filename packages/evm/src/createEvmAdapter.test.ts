import { type AdapterEvent, type Network, PorticoError } from '@portico/core';
import { type Devnet, startDevnet } from '@portico/devnet';
import { getConnection } from '@wagmi/core';
import { type Hex, numberToHex, parseEther, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js';
import { createFakeWallet, type FakeWallet, type UnknownChainAnswer } from './test/fakeWallet.js';
import { installWindow } from './test/window.js';

const info = {
  uuid: '5d1a7c36-0d5c-4f43-9d7e-3f0c2b1a9e11',
  name: 'Fake Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.portico.fake',
};

let devnet: Devnet;
let mainChain: Network;
let secondChain: Network;
let testAccount: Devnet['accounts'][number];

beforeAll(async () => {
  installWindow();
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 } });
  [mainChain, secondChain] = devnet.chains.map((chain) => chain.network) as [Network, Network];
  testAccount = devnet.accounts[0] as Devnet['accounts'][number];
});

afterAll(() => devnet?.stop());

// Every test starts on a fresh page: no stored wagmi state, no announced wallet, no window.ethereum.
let cleanups: (() => void)[] = [];
beforeEach(() => {
  localStorage.clear();
  delete (window as { ethereum?: unknown }).ethereum;
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function announcedWallet(
  options: { unknownChainAnswer?: UnknownChainAnswer; chainId?: number } = {},
): FakeWallet {
  const wallet = createFakeWallet({
    privateKey: testAccount.privateKey as Hex,
    chains: { [Number(mainChain.id)]: mainChain.rpcUrls.default.http[0] as string },
    chainId: options.chainId ?? Number(mainChain.id),
    info,
    ...options,
  });
  wallet.announce();
  cleanups.push(() => wallet.remove());
  return wallet;
}

/** A page load: a new adapter set up with both devnet chains, recording what it reports. */
async function loadPage(): Promise<{ adapter: EvmAdapter; events: AdapterEvent[] }> {
  const adapter = createEvmAdapter({ networks: [mainChain, secondChain] });
  const events: AdapterEvent[] = [];
  await adapter.setup({ networks: [mainChain, secondChain], emit: (event) => events.push(event) });
  cleanups.push(() => adapter.destroy?.());
  return { adapter, events };
}

function lastConnectors(events: AdapterEvent[]) {
  return events.findLast((event) => event.type === 'connectors')?.connectors;
}

const methods = (wallet: FakeWallet) => wallet.log.map(({ method }) => method);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('discovery', () => {
  it('§3 reports an EIP-6963 wallet as ANNOUNCED with its icon and rdns', async () => {
    announcedWallet();
    const { events } = await loadPage();
    expect(lastConnectors(events)).toEqual([
      {
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: info.rdns },
      },
    ]);
  });

  it('§3 reports a wallet announced after setup', async () => {
    const { events } = await loadPage();
    expect(lastConnectors(events)).toEqual([]);
    announcedWallet();
    expect(lastConnectors(events)?.map(({ id, type }) => [id, type])).toEqual([[info.rdns, 'ANNOUNCED']]);
  });

  it.each([
    ['§3', 'a legacy window.ethereum alone is INJECTED', false, [['injected', 'INJECTED']]],
    ['§3', 'a window.ethereum that is also announced is listed once', true, [[info.rdns, 'ANNOUNCED']]],
  ])('%s %s', async (_section, _case, sameProvider, expected) => {
    const wallet = announcedWallet();
    const legacy = createFakeWallet({
      privateKey: testAccount.privateKey as Hex,
      chains: {},
      chainId: 1,
      info,
    });
    (window as { ethereum?: unknown }).ethereum = sameProvider ? wallet.provider : legacy.provider;
    const { events } = await loadPage();
    expect(lastConnectors(events)?.map(({ id, type }) => [id, type])).toEqual(
      sameProvider ? expected : [...expected, [info.rdns, 'ANNOUNCED']],
    );
  });
});

describe('connect', () => {
  it('§4 connects: eoa accounts and the chain, and wagmi agrees', async () => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    const connection = await adapter.connect({ connectorId: info.rdns, network: mainChain });
    expect(connection).toEqual({
      connectorId: info.rdns,
      accounts: [{ address: testAccount.address, type: 'eoa' }],
      chainId: 31337,
    });
    expect(methods(wallet)).toContain('eth_requestAccounts');
    expect(Object.keys(localStorage).every((key) => key.startsWith('portico.wagmi.'))).toBe(true);
    expect(Object.keys(localStorage)).toContain('portico.wagmi.store');
    const wagmi = getConnection(adapter.wagmiConfig);
    expect([wagmi.status, wagmi.address, wagmi.chainId, wagmi.connector?.id]).toEqual([
      'connected',
      testAccount.address,
      31337,
      info.rdns,
    ]);
  });

  it.each([
    ['§8', 4001],
    ['§8', 4100],
    ['§8', 4900],
  ])('%s rejects with the wallet’s code %i and stays disconnected', async (_section, code) => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    wallet.rejectNext('eth_requestAccounts', code);
    await expect(adapter.connect({ connectorId: info.rdns, network: mainChain })).rejects.toMatchObject({
      code,
    });
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
  });

  it('§8 an unknown connector is "No connector found for connection"', async () => {
    const { adapter } = await loadPage();
    const rejection = adapter.connect({ connectorId: 'nope', network: mainChain });
    await expect(rejection).rejects.toBeInstanceOf(PorticoError);
    await expect(rejection).rejects.toThrow('No connector found for connection: nope');
  });
});

describe('balance', () => {
  it.each([
    ['§3', 0],
    ['§3', 1],
  ])(
    '%s reads the configured native balance of the test account on devnet chain %i',
    async (_section, index) => {
      const { network } = devnet.chains[index] as Devnet['chains'][number];
      const { adapter } = await loadPage();
      const balance = await adapter.getBalance({ address: testAccount.address, network });
      expect(balance).toEqual({ balance: testAccount.balances[network.caipNetworkId]?.ETH, symbol: 'ETH' });
    },
  );
});

describe('switchNetwork', () => {
  it.each([
    ['§7', 'plain'],
    ['§7', 'cause'],
    ['§7', 'data.originalError'],
  ] as const)(
    '%s a chain the wallet lacks: 4902 (%s) → add with the §7 parameters → switch',
    async (_section, answer) => {
      const wallet = announcedWallet({ unknownChainAnswer: answer });
      const { adapter, events } = await loadPage();
      await adapter.connect({ connectorId: info.rdns, network: mainChain });
      wallet.log.length = 0;

      await adapter.switchNetwork({ connectorId: info.rdns, network: secondChain });

      expect(wallet.log.filter(({ method }) => method.startsWith('wallet_'))).toEqual([
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
        {
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: '0x7a6a',
              chainName: 'Portico Testnet',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrls: secondChain.rpcUrls.default.http,
            },
          ],
        },
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      ]);
      expect(wallet.chainId).toBe(31338);
      // The added RPC URL is the real second chain: the wallet now reads its balance there.
      const balance = testAccount.balances[secondChain.caipNetworkId]?.ETH as string;
      const read = wallet.provider.request({
        method: 'eth_getBalance',
        params: [testAccount.address, 'latest'],
      });
      expect(await read).toBe(numberToHex(parseEther(balance)));
      expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338);
      expect(events).toContainEqual({ type: 'chainChanged', connectorId: info.rdns, chainId: 31338 });
    },
  );

  it('§7 sends blockExplorerUrls when the network has an explorer', async () => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    const explorer = { name: 'Portico Scan', url: 'http://127.0.0.1:1/scan' };
    await adapter.switchNetwork({
      connectorId: info.rdns,
      network: { ...secondChain, blockExplorers: { default: explorer } },
    });
    const add = wallet.log.find(({ method }) => method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      expect.objectContaining({ chainId: '0x7a6a', blockExplorerUrls: [explorer.url] }),
    ]);
  });

  it('§4 switching to a chain the wallet knows asks once', async () => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    await adapter.switchNetwork({ connectorId: info.rdns, network: secondChain });
    wallet.log.length = 0;
    await adapter.switchNetwork({ connectorId: info.rdns, network: mainChain });
    expect(methods(wallet).filter((method) => method.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
    ]);
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31337);
  });

  it.each([
    ['§8', 4001],
    ['§8', 4901],
    ['§8', 4200],
  ])('%s rejects with the wallet’s code %i', async (_section, code) => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    wallet.rejectNext('wallet_switchEthereumChain', code);
    await expect(
      adapter.switchNetwork({ connectorId: info.rdns, network: secondChain }),
    ).rejects.toMatchObject({ code });
  });
});

describe('signMessage', () => {
  it('§7 signs with personal_sign', async () => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    const signature = await adapter.signMessage({
      connectorId: info.rdns,
      address: testAccount.address,
      message: 'Hello Portico',
    });
    expect(methods(wallet)).toContain('personal_sign');
    const address = testAccount.address as Hex;
    expect(await verifyMessage({ address, message: 'Hello Portico', signature: signature as Hex })).toBe(
      true,
    );
  });

  it('§8 a rejected signature keeps 4001', async () => {
    const wallet = announcedWallet();
    const { adapter } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    wallet.rejectNext('personal_sign', 4001);
    const signing = adapter.signMessage({
      connectorId: info.rdns,
      address: testAccount.address,
      message: 'x',
    });
    await expect(signing).rejects.toMatchObject({ code: 4001 });
  });

  it('§8 without a connection it is "Connector not connected."', async () => {
    announcedWallet();
    const { adapter } = await loadPage();
    const signing = adapter.signMessage({
      connectorId: info.rdns,
      address: testAccount.address,
      message: 'x',
    });
    await expect(signing).rejects.toThrow('Connector not connected.');
  });
});

describe('reconnect on reload', () => {
  it('§4 restores the connection without a prompt when the wallet still authorises the site', async () => {
    const wallet = announcedWallet();
    const first = await loadPage();
    await first.adapter.connect({ connectorId: info.rdns, network: mainChain });
    first.adapter.destroy?.();
    wallet.log.length = 0;

    const { adapter, events } = await loadPage();
    const connection = await adapter.reconnect({ connectorId: info.rdns, network: mainChain });

    expect(connection).toEqual({
      connectorId: info.rdns,
      accounts: [{ address: testAccount.address, type: 'eoa' }],
      chainId: 31337,
    });
    expect(methods(wallet)).toContain('eth_accounts');
    expect(methods(wallet)).not.toContain('eth_requestAccounts');
    expect(methods(wallet)).not.toContain('wallet_requestPermissions');
    const wagmi = getConnection(adapter.wagmiConfig);
    expect([wagmi.status, wagmi.address, wagmi.chainId]).toEqual(['connected', testAccount.address, 31337]);
    expect(events.filter(({ type }) => type !== 'connectors')).toEqual([]);
  });

  it.each([
    ['§4', 'revoked in the wallet', (wallet: FakeWallet) => wallet.revoke()],
    ['§4', 'never connected', () => {}],
  ])('%s is undefined, without a prompt, when the site is %s', async (_section, _case, before) => {
    const wallet = announcedWallet();
    const first = await loadPage();
    if (before.length > 0) await first.adapter.connect({ connectorId: info.rdns, network: mainChain });
    before(wallet);
    first.adapter.destroy?.();
    wallet.log.length = 0;

    const { adapter } = await loadPage();
    await expect(adapter.reconnect({ connectorId: info.rdns, network: mainChain })).resolves.toBeUndefined();
    expect(methods(wallet)).not.toContain('eth_requestAccounts');
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
  });

  it('§4 is undefined after a disconnect here, though the wallet still authorises the site', async () => {
    announcedWallet();
    const first = await loadPage();
    await first.adapter.connect({ connectorId: info.rdns, network: mainChain });
    await first.adapter.disconnect({ connectorId: info.rdns });
    expect(getConnection(first.adapter.wagmiConfig).status).toBe('disconnected');
    first.adapter.destroy?.();

    const { adapter } = await loadPage();
    await expect(adapter.reconnect({ connectorId: info.rdns, network: mainChain })).resolves.toBeUndefined();
  });

  it('§4 a connector that is not on the page is undefined', async () => {
    const { adapter } = await loadPage();
    await expect(adapter.reconnect({ connectorId: info.rdns, network: mainChain })).resolves.toBeUndefined();
  });
});

describe('changes made in the wallet', () => {
  it('§4 the wallet jumps to another chain → chainChanged, and wagmi follows', async () => {
    const wallet = announcedWallet();
    const { adapter, events } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    wallet.jumpTo(999);
    await until(() => events.some((event) => event.type === 'chainChanged'));
    expect(events).toContainEqual({ type: 'chainChanged', connectorId: info.rdns, chainId: 999 });
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(999);
  });

  it('§4 the user picks another account in the wallet → accountsChanged (eoa), and wagmi follows', async () => {
    const wallet = announcedWallet();
    const other = devnet.accounts[1] as Devnet['accounts'][number];
    const { adapter, events } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    wallet.useAccount(other.privateKey as Hex);
    await until(() => events.some((event) => event.type === 'accountsChanged'));
    expect(events.filter(({ type }) => type !== 'connectors')).toEqual([
      {
        type: 'accountsChanged',
        connectorId: info.rdns,
        accounts: [{ address: other.address, type: 'eoa' }],
      },
    ]);
    expect(getConnection(adapter.wagmiConfig).address).toBe(other.address);
  });

  it('§4 the wallet revokes the site → disconnect, and wagmi follows', async () => {
    const wallet = announcedWallet();
    const { adapter, events } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    wallet.revoke();
    await until(() => events.some((event) => event.type === 'disconnect'));
    expect(events.filter(({ type }) => type !== 'connectors')).toEqual([
      { type: 'disconnect', connectorId: info.rdns },
    ]);
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
  });

  it('§4 disconnecting here reports no disconnect event (it is the call’s result)', async () => {
    announcedWallet();
    const { adapter, events } = await loadPage();
    await adapter.connect({ connectorId: info.rdns, network: mainChain });
    await adapter.disconnect({ connectorId: info.rdns });
    expect(events.filter(({ type }) => type !== 'connectors')).toEqual([]);
  });
});
