import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EmbeddedSetup, setupEmbedded } from '../../embeddedWallet/rules/test/setupEmbedded.js';
import { storageKeyPrefix } from '../../instance/storage/storageKey.js';
import { devnet, metamask, testnet } from '../../portico/test/setupPortico.js';
import { selectAccountTypeSwitch } from './selectors.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = (name: string, storage: { getItem(key: string): string | null }) =>
  storage.getItem(`${storageKeyPrefix}${name}`);

/** The embedded wallet with smart accounts, connected on devnet once its enabled networks are read. */
async function connectedEmbedded(
  setup: EmbeddedSetup & { enabled?: string[]; smartAccountAddress?: string } = {},
) {
  const parts = await setupEmbedded({ smartAccounts: true, ...setup });
  parts.fake.answers.smartAccountEnabledNetworks = (setup.enabled ?? [devnet.caipNetworkId]) as never;
  if (setup.smartAccountAddress) parts.fake.answers.smartAccountAddress = setup.smartAccountAddress;
  await parts.portico.connect('auth', { namespace: 'eip155' });
  await vi.waitFor(() => expect(parts.fake.calls).toContain('getSmartAccountEnabledNetworks:auth'));
  await vi.waitFor(() => expect(parts.portico.getState().accountType.switchingTo).toBeUndefined());
  return parts;
}

const eoaOnly = { overrides: { defaultAccountTypes: { eip155: 'eoa' as const } } };

describe('account type switch (§4 "Account type", §7 set preferred account)', () => {
  it('§3 §7 the smart-account-enabled networks come from the wallet after login, into network state and storage', async () => {
    const { portico, storage } = await connectedEmbedded({
      ...eoaOnly,
      enabled: ['eip155:31337', 'eip155:1'],
    });
    expect(portico.getState().networks.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual([
      'eip155:31337',
      'eip155:1',
    ]);
    expect(stored('smartAccountEnabledNetworks', storage)).toBe('31337,1');
  });

  it('§4 an eoa on a network with smart accounts: the switch offers smartAccount', async () => {
    const { portico } = await connectedEmbedded(eoaOnly);
    expect(selectAccountTypeSwitch(portico.getState())).toEqual({
      current: 'eoa',
      target: 'smartAccount',
      switching: false,
    });
  });

  it('§4 ERC-4337: the account takes the smart account address; wagmi-facing connection, balance and the User follow', async () => {
    const { portico, fake, storage, evmAdapter } = await connectedEmbedded(eoaOnly);
    const balanceReads = evmAdapter.calls.filter((c) => c.startsWith('getBalance')).length;
    let answer = () => {};
    fake.held.setPreferredAccountType = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const switching = portico.setPreferredAccountType('smartAccount');
    await vi.waitFor(() => expect(selectAccountTypeSwitch(portico.getState())?.switching).toBe(true));
    answer();
    await switching;
    const state = portico.getState();
    expect(fake.calls).toContain('setPreferredAccountType:smartAccount');
    expect(state.accounts.eip155).toMatchObject({
      address: '0x5a1e',
      caipAddress: 'eip155:31337:0x5a1e',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(state.connection.connections.eip155?.[0]?.accounts).toEqual([
      { caipAddress: 'eip155:31337:0x5a1e', type: 'smartAccount' },
    ]);
    await vi.waitFor(() =>
      expect(portico.getState().accounts.eip155?.user?.accounts).toEqual([
        { address: '0xa11ce', type: 'EOA' },
        { address: '0x5a1e', type: 'SMART_ACCOUNT' },
      ]),
    );
    expect(evmAdapter.calls.filter((c) => c.startsWith('getBalance')).length).toBeGreaterThan(balanceReads);
    expect(stored('preferredAccountType:eip155', storage)).toBe('"smartAccount"');
    // §4 back to eoa is always offered.
    expect(selectAccountTypeSwitch(portico.getState())).toEqual({
      current: 'smartAccount',
      target: 'eoa',
      switching: false,
    });
    await portico.setPreferredAccountType('eoa');
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xa11ce',
      preferredAccountType: 'eoa',
    });
    expect(stored('preferredAccountType:eip155', storage)).toBe('"eoa"');
  });

  it('§4 EIP-7702: the same address, the type changes', async () => {
    const { portico } = await connectedEmbedded({ ...eoaOnly, smartAccountAddress: '0xa11ce' });
    await portico.setPreferredAccountType('smartAccount');
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xa11ce',
      preferredAccountType: 'smartAccount',
    });
  });

  it('§4 not enabled on the network: no switch to smartAccount is offered or made', async () => {
    const { portico, fake } = await connectedEmbedded({ ...eoaOnly, enabled: [testnet.caipNetworkId] });
    expect(selectAccountTypeSwitch(portico.getState())).toBeUndefined();
    await portico.setPreferredAccountType('smartAccount');
    expect(fake.calls).not.toContain('setPreferredAccountType:smartAccount');
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('eoa');
  });

  it('a refused switch: the error is shown and logged, the account unchanged', async () => {
    const { portico, fake, log, storage } = await connectedEmbedded(eoaOnly);
    fake.fail.setPreferredAccountType = new Error('The bundler is down');
    const before = portico.getState().accounts.eip155;
    await portico.setPreferredAccountType('smartAccount');
    const state = portico.getState();
    expect(state.accounts.eip155).toEqual(before);
    expect(selectAccountTypeSwitch(state)).toEqual({
      current: 'eoa',
      target: 'smartAccount',
      switching: false,
      error: 'The bundler is down',
    });
    expect(log.entries.some((e) => e.level === 'error' && e.message.includes('smartAccount'))).toBe(true);
    expect(stored('preferredAccountType:eip155', storage)).toBeNull();
    // The next attempt clears it.
    await portico.setPreferredAccountType('smartAccount');
    expect(selectAccountTypeSwitch(portico.getState())?.error).toBeUndefined();
  });
});

describe('the preferred account type at connection (decisions.md "Preferred account type")', () => {
  it('§9 default smartAccount applies where the project enables smart accounts', async () => {
    const { portico, fake } = await connectedEmbedded();
    expect(fake.calls).toContain('setPreferredAccountType:smartAccount');
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount');
  });

  it('§9 default: not applied on a network without smart accounts', async () => {
    const { portico, fake } = await connectedEmbedded({ enabled: [] });
    expect(fake.calls.filter((c) => c.startsWith('setPreferredAccountType'))).toEqual([]);
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('eoa');
  });

  it("the dApp's option overrides the default", async () => {
    const { portico, fake } = await connectedEmbedded(eoaOnly);
    expect(fake.calls.filter((c) => c.startsWith('setPreferredAccountType'))).toEqual([]);
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('eoa');
  });

  it("the visitor's remembered choice wins over the dApp's option on the next connection", async () => {
    const { portico, fake } = await connectedEmbedded({
      ...eoaOnly,
      stored: { [`${storageKeyPrefix}preferredAccountType:eip155`]: '"smartAccount"' },
    });
    expect(fake.calls).toContain('setPreferredAccountType:smartAccount');
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount');
  });

  it('§4 another network without smart accounts: back to the EOA; on a network with them again: the smart account', async () => {
    const { portico, fake } = await connectedEmbedded();
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount');
    // §2 the embedded wallet's switch is confirmed on SwitchNetwork.
    await portico.switchNetwork(testnet);
    await portico.confirmNetworkSwitch();
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('eoa'));
    expect(portico.getState().accounts.eip155?.address).toBe('0xa11ce');
    expect(selectAccountTypeSwitch(portico.getState())).toBeUndefined();
    await portico.switchNetwork(devnet);
    await portico.confirmNetworkSwitch();
    await vi.waitFor(() =>
      expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount'),
    );
    expect(fake.calls.filter((c) => c.startsWith('setPreferredAccountType'))).toEqual([
      'setPreferredAccountType:smartAccount',
      'setPreferredAccountType:eoa',
      'setPreferredAccountType:smartAccount',
    ]);
  });

  it('a wallet without smart accounts: nothing is asked and no switch is shown; only the preference is set', async () => {
    const { portico } = await setupEmbedded({ smartAccounts: true, ...eoaOnly });
    await portico.connect(metamask.id);
    expect(portico.getState().accountType.connectorId).toBeUndefined();
    expect(selectAccountTypeSwitch(portico.getState())).toBeUndefined();
    await portico.setPreferredAccountType('eoa');
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('eoa');
  });
});
