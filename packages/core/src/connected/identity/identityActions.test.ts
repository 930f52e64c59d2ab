import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud, json } from '../../cloud/client/test/fakeCloud.js';
import { cloudPaths } from '../../cloud/wire/cloudPaths.js';
import type { Network } from '../../domain/networks/network.js';
import { account, type FakeConnectorSource } from '../../portico/test/fakeConnectorSource.js';
import { createTestPortico, devnet, metamask, testnet } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';

const alice = '0xa11ce';
const avatar = 'data:image/svg+xml;base64,PHN2Zy8+';
const mainnet: Network = { ...devnet, id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' };

async function setup({ networks = [devnet, testnet], identity = { name: 'alice.eth', avatar } } = {}) {
  const cloud = fakeCloud([], { supportedChains: [devnet.caipNetworkId] });
  let answer: () => Response = () => json(identity);
  cloud.routes[cloudPaths.identity(alice)] = () => answer();
  cloud.routes[cloudPaths.identity('0xb0b')] = () => json({ name: null, avatar: null });
  const created = createTestPortico({
    networks,
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage: async () => {},
  });
  const chainName = vi.fn(async (): Promise<string | undefined> => 'alice.chain');
  created.evmAdapter.getName = chainName;
  created.evm.chains.eip155 = Number(networks[0]?.id);
  await created.portico.ready;
  await created.portico.connect(metamask.id);
  await vi.advanceTimersByTimeAsync(0);
  const { portico } = created;
  return {
    ...created,
    chainName,
    identityCalls: () => cloud.calls(cloudPaths.identity(alice)),
    fail: () => {
      answer = () => json({ code: 'SERVER_ERROR', message: 'down' }, 500);
    },
    profile: () => {
      const { profileName, profileImage } = portico.getState().accounts.eip155 ?? {};
      return { profileName, profileImage };
    },
    switchAccount: async (address: string) => {
      (created.evm as FakeConnectorSource).emit({
        type: 'accountsChanged',
        connectorId: metamask.id,
        accounts: [account(`${(networks[0] ?? devnet).caipNetworkId}:${address}`)],
      });
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeAll(async () => {
  // Core imports the identity actions with the first connection: loaded once here, that import settles at once.
  await import('./identityActions.js');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('§4 identity lookup', () => {
  it('§7 shows the cloud’s name and avatar for the connected account, asked with the network and sender', async () => {
    const { profile, identityCalls } = await setup();
    expect(profile()).toEqual({ profileName: 'alice.eth', profileImage: avatar });
    expect(Object.fromEntries(identityCalls()[0]?.url.searchParams ?? [])).toMatchObject({
      sender: alice,
      chainId: devnet.caipNetworkId,
      projectId: 'p1',
    });
  });

  it('§4 runs only on EVM networks that are not testnets', async () => {
    const { profile, identityCalls, portico } = await setup({ networks: [testnet, devnet] });
    expect(identityCalls()).toEqual([]);
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined });
    await portico.switchActiveNetwork(devnet);
    await vi.advanceTimersByTimeAsync(0);
    expect(profile().profileName).toBe('alice.eth');
    await portico.switchActiveNetwork(testnet);
    await vi.advanceTimersByTimeAsync(0);
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined });
  });

  it('§9 an answer is kept 5 minutes per CAIP address, then asked again', async () => {
    const { identityCalls, portico } = await setup();
    const revisit = async () => {
      await portico.switchActiveNetwork(testnet);
      await portico.switchActiveNetwork(devnet);
      await vi.advanceTimersByTimeAsync(0);
    };
    await revisit();
    expect(identityCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(constants.cache.identityTtlMs);
    await revisit();
    expect(identityCalls()).toHaveLength(2);
  });

  it('§4 on failure the name falls back to the chain’s own name service and the image is cleared', async () => {
    const { fail, profile, chainName, portico } = await setup();
    expect(profile().profileImage).toBe(avatar);
    fail();
    await vi.advanceTimersByTimeAsync(constants.cache.identityTtlMs);
    await portico.switchActiveNetwork(testnet);
    await portico.switchActiveNetwork(devnet);
    await vi.advanceTimersByTimeAsync(0);
    expect(chainName).toHaveBeenCalledWith({
      address: alice,
      network: expect.objectContaining({ id: devnet.id }),
    });
    expect(profile()).toEqual({ profileName: 'alice.chain', profileImage: undefined });
  });

  it('§4 on chain 1 the fallback keeps the image the account showed', async () => {
    const { fail, profile, portico, identityCalls } = await setup({ networks: [mainnet, testnet] });
    expect(profile().profileImage).toBe(avatar);
    fail();
    await vi.advanceTimersByTimeAsync(constants.cache.identityTtlMs);
    // Opening the modal looks the account up again once the 5 min have passed.
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(identityCalls()).toHaveLength(2);
    expect(profile()).toEqual({ profileName: 'alice.chain', profileImage: avatar });
  });

  it('a failing fallback leaves no name, and is logged rather than thrown', async () => {
    const { fail, profile, chainName, portico } = await setup();
    fail();
    chainName.mockRejectedValueOnce(new Error('no resolver'));
    await vi.advanceTimersByTimeAsync(constants.cache.identityTtlMs);
    await portico.switchActiveNetwork(testnet);
    await portico.switchActiveNetwork(devnet);
    await vi.advanceTimersByTimeAsync(0);
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined });
  });

  it('another account never shows the profile of the one before', async () => {
    const { profile, switchAccount } = await setup();
    expect(profile().profileName).toBe('alice.eth');
    await switchAccount('0xb0b');
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined });
  });
});
