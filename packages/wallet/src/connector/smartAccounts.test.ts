import { createLogger, ethereum, type Network, solana } from '@portico/core';
import type { ConnectorEvent, EmbeddedRequestGate, EmbeddedUser } from '@portico/core/adapters';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddedEip155Provider } from './eip155Provider.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import { embeddedUser } from './test/embeddedUser.js';
import { createScriptedFrame, type ScriptedFrame } from './test/scriptedFrame.js';

const networks: readonly Network[] = [ethereum, solana];
const eoa = embeddedUser.address;
const smartAccount = '0x4337000000000000000000000000000000000001';

const frames: ScriptedFrame[] = [];
const sources: ReturnType<typeof createEmbeddedWalletConnector>[] = [];
afterEach(() => {
  for (const source of sources.splice(0)) source.destroy?.();
  for (const frame of frames.splice(0)) frame.close();
});

/** The frame's User once the account in use is `type` (its SMART_ACCOUNT: `smartAddress`). */
function userOf(type: 'eoa' | 'smartAccount', smartAddress = smartAccount): EmbeddedUser {
  return {
    ...embeddedUser,
    accounts: [
      { address: eoa, type: 'EOA' },
      { address: smartAddress, type: 'SMART_ACCOUNT' },
    ],
    smartAccountDeployed: type === 'smartAccount',
    preferredAccountType: type,
  };
}

/** A page connected over a scripted frame whose GET_USER answers as the frame's preferred type says. */
async function connected(initial: 'eoa' | 'smartAccount' = 'eoa', smartAddress = smartAccount) {
  const frame = createScriptedFrame();
  frames.push(frame);
  let preferred = initial;
  frame.answer('GET_USER', () => ({ payload: userOf(preferred, smartAddress) }));
  frame.answer('SET_PREFERRED_ACCOUNT', (payload) => {
    preferred = (payload as { type: 'eoa' | 'smartAccount' }).type;
    return { payload: { type: preferred, address: preferred === 'eoa' ? eoa : smartAddress } };
  });
  const source = createEmbeddedWalletConnector({
    frameUrl: 'https://frame.example',
    projectId: 'p1',
    openFrame: async () => frame.pagePort,
  });
  sources.push(source);
  const events: ConnectorEvent[] = [];
  source.setup({ networks, emit: (event) => events.push(event), logger: createLogger({ level: 'silent' }) });
  source.setRequestGate(((_request, run) => run(new AbortController().signal)) as EmbeddedRequestGate);
  const connection = await source.connect({
    connectorId: 'embedded',
    namespace: 'eip155',
    networks,
    signal: new AbortController().signal,
  });
  const provider = (await source.getProvider({
    connectorId: 'embedded',
    namespace: 'eip155',
  })) as EmbeddedEip155Provider;
  return { frame, source, events, connection, provider };
}

describe('smart accounts of the embedded wallet (§7, SmartAccountCapability)', () => {
  it('§7 get smart-account-enabled networks: the frame’s chain ids as eip155 CAIP-2 ids', async () => {
    const { frame, source } = await connected();
    frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {
      payload: { smartAccountEnabledNetworks: [1, 31337] },
    });
    await expect(source.getSmartAccountEnabledNetworks({ connectorId: 'embedded' })).resolves.toEqual([
      'eip155:1',
      'eip155:31337',
    ]);
  });

  it('§7 set preferred account (ERC-4337): the smart account’s address, the User’s accounts; eth_accounts and accountsChanged follow', async () => {
    const { frame, source, provider } = await connected();
    const accountsChanged = vi.fn();
    provider.on('accountsChanged', accountsChanged);
    const switched = await source.setPreferredAccountType({ connectorId: 'embedded', type: 'smartAccount' });
    expect(frame.received.slice(-2).map((m) => [m.type, m.payload])).toEqual([
      ['@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }],
      ['@w3m-app/GET_USER', { chainId: 'eip155:1', preferredAccountType: 'smartAccount' }],
    ]);
    expect(switched).toEqual({
      type: 'smartAccount',
      accounts: [{ caipAddress: `eip155:1:${smartAccount}`, type: 'smartAccount' }],
      userAccounts: [
        { address: eoa, type: 'EOA' },
        { address: smartAccount, type: 'SMART_ACCOUNT' },
      ],
      smartAccountDeployed: true,
    });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([smartAccount]);
    expect(accountsChanged).toHaveBeenCalledWith([smartAccount]);

    const back = await source.setPreferredAccountType({ connectorId: 'embedded', type: 'eoa' });
    expect(back.accounts).toEqual([{ caipAddress: `eip155:1:${eoa}`, type: 'eoa' }]);
    expect(accountsChanged).toHaveBeenLastCalledWith([eoa]);
  });

  it('§7 set preferred account (EIP-7702): the same address, no accountsChanged', async () => {
    const { source, provider } = await connected('eoa', eoa);
    const accountsChanged = vi.fn();
    provider.on('accountsChanged', accountsChanged);
    const switched = await source.setPreferredAccountType({ connectorId: 'embedded', type: 'smartAccount' });
    expect(switched.accounts).toEqual([{ caipAddress: `eip155:1:${eoa}`, type: 'smartAccount' }]);
    expect(accountsChanged).not.toHaveBeenCalled();
  });

  it('a wallet already on its smart account connects with it (a reload after a switch)', async () => {
    const { connection, provider } = await connected('smartAccount');
    expect(connection.accounts[0]).toEqual({ caipAddress: `eip155:1:${smartAccount}`, type: 'smartAccount' });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([smartAccount]);
  });

  it('§8 a refused switch rejects with the frame’s message and changes nothing', async () => {
    const { frame, source, provider } = await connected();
    frame.answer('SET_PREFERRED_ACCOUNT', { error: 'Smart accounts are not enabled' });
    await expect(
      source.setPreferredAccountType({ connectorId: 'embedded', type: 'smartAccount' }),
    ).rejects.toThrow('Smart accounts are not enabled');
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([eoa]);
  });
});
