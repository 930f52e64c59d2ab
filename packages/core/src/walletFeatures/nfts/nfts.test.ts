import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud, json } from '../../cloud/client/test/fakeCloud.js';
import type { AccountNft } from '../../cloud/wire/nfts.js';
import { deferred } from '../../portico/test/deferred.js';
import { account, type FakeConnectorSource } from '../../portico/test/fakeConnectorSource.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { metamask, phantom, setupPortico, testnet } from '../../portico/test/setupPortico.js';
import { selectNftItems, selectNftsEmpty, selectNftsUnloaded } from './selectors.js';

const devnetId = 'eip155:31337';
const nftsPath = '/v1/account/0xa11ce/nfts';

const nft = (tokenId: string, patch: Partial<AccountNft> = {}): AccountNft => ({
  chainId: devnetId,
  contractAddress: '0xc011ec7105',
  tokenId,
  collectionName: 'Portico Shapes',
  name: `Portico Shapes #${tokenId}`,
  imageUrl: `data:image/svg+xml;base64,${tokenId}`,
  spam: false,
  ...patch,
});
const spam = nft('1', { contractAddress: '0x5ba3', collectionName: 'Claim', name: 'Claim #1', spam: true });

/** A cloud serving devnet and testnet that answers the NFTs with `answer`. */
function cloudWithNfts(answer: (url: URL) => Response | Promise<Response>) {
  // The token balances (fetched on connect too) answer an empty list.
  const cloud = fakeCloud([], { balances: { '0xa11ce': [] }, supportedChains: [devnetId, 'eip155:31338'] });
  cloud.routes[nftsPath] = answer;
  return cloud;
}

async function connected(cloud = cloudWithNfts(() => json({ nfts: [nft('2')] }))) {
  const log = recordingLogger();
  const setup = await setupPortico({
    logger: log.logger,
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage: async () => {},
  });
  await setup.portico.connect(metamask.id);
  await vi.advanceTimersByTimeAsync(0);
  return { ...setup, cloud, log, state: () => setup.portico.getState() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NFTs: fetching [§7]', () => {
  it('loads the active account’s NFTs on the active network; the items hide spam collections', async () => {
    const cloud = cloudWithNfts(() => json({ nfts: [nft('2'), spam, nft('10')] }));
    const { portico, state } = await connected(cloud);
    expect(selectNftsUnloaded(state())).toBe(true);
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath).map((r) => r.url.searchParams.get('chainId'))).toEqual([devnetId]);
    expect(state().nfts).toMatchObject({ loading: false, loaded: true, failed: false });
    expect(state().nfts.nfts).toHaveLength(3);
    expect(selectNftItems(state())).toEqual([
      {
        key: `${devnetId}:0xc011ec7105:2`,
        name: 'Portico Shapes #2',
        collectionName: 'Portico Shapes',
        imageUrl: 'data:image/svg+xml;base64,2',
      },
      expect.objectContaining({ name: 'Portico Shapes #10' }),
    ]);
    // One list per answer: a subscriber comparing by identity sees no change.
    expect(selectNftItems(state())).toBe(selectNftItems(state()));
    expect(selectNftsUnloaded(state())).toBe(false);
    expect(selectNftsEmpty(state())).toBe(false);
  });

  it('an NFT without an image has no imageUrl; only spam is the empty state', async () => {
    const cloud = cloudWithNfts(() => json({ nfts: [spam] }));
    const { portico, state } = await connected(cloud);
    await portico.fetchNfts();
    expect(selectNftItems(state())).toEqual([]);
    expect(selectNftsEmpty(state())).toBe(true);
    cloud.routes[nftsPath] = () => json({ nfts: [nft('3', { imageUrl: undefined })] });
    await vi.advanceTimersByTimeAsync(30_001);
    await portico.fetchNfts();
    expect(selectNftItems(state())[0]).not.toHaveProperty('imageUrl');
  });

  it('§9 an answer is reused for 30 s per CAIP address, then asked again', async () => {
    const { portico, cloud, state } = await connected();
    await portico.fetchNfts();
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath)).toHaveLength(1);
    // A change of network and back: the devnet answer is still fresh.
    await portico.switchActiveNetwork(testnet);
    expect(selectNftsUnloaded(state())).toBe(true);
    await portico.switchActiveNetwork(devnetId);
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath)).toHaveLength(1);
    expect(selectNftItems(state())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_001);
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath)).toHaveLength(2);
  });

  it('loading while asked; a second call meanwhile asks nothing', async () => {
    const answer = deferred<Response>();
    const { portico, cloud, state } = await connected(cloudWithNfts(() => answer.promise));
    const fetching = portico.fetchNfts();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().nfts.loading).toBe(true);
    expect(selectNftsUnloaded(state())).toBe(false);
    await portico.fetchNfts();
    answer.resolve(json({ nfts: [] }));
    await fetching;
    expect(state().nfts).toMatchObject({ loading: false, loaded: true });
    expect(selectNftsEmpty(state())).toBe(true);
    expect(cloud.calls(nftsPath)).toHaveLength(1);
  });

  it('§7 a network the cloud does not serve has none, without asking the NFTs', async () => {
    const cloud = cloudWithNfts(() => json({ nfts: [nft('2')] }));
    cloud.routes['/v1/supported-chains'] = () => json({ http: ['eip155:1'], ws: [] });
    const { portico, state } = await connected(cloud);
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath)).toEqual([]);
    expect(selectNftsEmpty(state())).toBe(true);
  });

  it('a Solana account has none, without asking the cloud even when it serves the network', async () => {
    const solanaId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const cloud = cloudWithNfts(() => json({ nfts: [nft('2')] }));
    cloud.routes['/v1/supported-chains'] = () => json({ http: [devnetId, solanaId], ws: [] });
    const { portico, state } = await connected(cloud);
    await portico.switchActiveNetwork(solanaId);
    await portico.connect(phantom.id);
    expect(state().connection.activeNamespace).toBe('solana');
    await portico.fetchNfts();
    expect(cloud.requests.filter((request) => request.url.pathname.endsWith('/nfts'))).toEqual([]);
    expect(state().nfts).toMatchObject({ loaded: true, failed: false, nfts: [] });
    expect(selectNftsEmpty(state())).toBe(true);
  });

  it('without a connected account nothing is asked', async () => {
    const { portico, cloud, state } = await connected();
    await portico.disconnect();
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath)).toEqual([]);
    expect(selectNftsUnloaded(state())).toBe(true);
  });

  it('without a cloud every network has none', async () => {
    const setup = await setupPortico();
    await setup.portico.connect(metamask.id);
    await setup.portico.fetchNfts();
    expect(setup.portico.getState().nfts).toMatchObject({ loaded: true, nfts: [] });
  });
});

describe('NFTs: failures [§8]', () => {
  it("logs the failure, shows 'Failed to fetch NFTs' as an error toast and leaves the list empty", async () => {
    const cloud = cloudWithNfts(() => json({ code: 'INTERNAL', message: 'boom' }, 500));
    const { portico, state, log } = await connected(cloud);
    await portico.fetchNfts();
    expect(state().alerts.toast).toMatchObject({ message: 'Failed to fetch NFTs', variant: 'error' });
    expect(state().nfts).toMatchObject({ nfts: [], loading: false, loaded: true, failed: true });
    expect(log.messages('error')).toEqual(['Failed to fetch NFTs']);
    // A failure is not cached: the next fetch asks again.
    cloud.routes[nftsPath] = () => json({ nfts: [nft('2')] });
    await portico.fetchNfts();
    expect(state().nfts).toMatchObject({ loaded: true, failed: false });
    expect(selectNftItems(state())).toHaveLength(1);
  });
});

describe('NFTs: reset', () => {
  it('a change of network resets the list; the new network is asked', async () => {
    const { portico, cloud, state } = await connected();
    await portico.fetchNfts();
    await portico.switchActiveNetwork(testnet);
    expect(state().nfts).toMatchObject({ nfts: [], loaded: false, caipAddress: 'eip155:31338:0xa11ce' });
    await portico.fetchNfts();
    expect(cloud.calls(nftsPath).map((r) => r.url.searchParams.get('chainId'))).toEqual([
      devnetId,
      'eip155:31338',
    ]);
  });

  it('a change of account resets the list; an answer for the previous account that arrives late is dropped', async () => {
    const late = deferred<Response>();
    const { portico, state, evm } = await connected(cloudWithNfts(() => late.promise));
    const fetching = portico.fetchNfts();
    await vi.advanceTimersByTimeAsync(0);
    (evm as FakeConnectorSource).emit({
      type: 'accountsChanged',
      connectorId: metamask.id,
      accounts: [account('eip155:31337:0xc0ffee')],
    });
    late.resolve(json({ nfts: [nft('2')] }));
    await fetching;
    expect(state().nfts).toMatchObject({ nfts: [], loading: false, loaded: false });
    expect(state().nfts.caipAddress).toBe('eip155:31337:0xc0ffee');
  });
});
