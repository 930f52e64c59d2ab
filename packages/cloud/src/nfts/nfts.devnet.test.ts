import type { CaipNetworkId } from '@portico/core';
import type { AccountNft, AccountNftsResponse } from '@portico/core/wire';
import { type Devnet, startDevnet } from '@portico/devnet';
import { createPublicClient, createWalletClient, http, parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyConfigFromStack } from '../history/index.js';
import { spamCollections } from '../history/spamCollections.js';
import { createProject } from '../projects/index.js';
import { upstreamsFromStack } from '../rpc/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { accountNfts } from './accountNfts.js';

type Hex = `0x${string}`;

const erc721 = parseAbi([
  'function ownerOf(uint256 id) view returns (address)',
  'function transferFrom(address from, address to, uint256 id)',
]);
const zeroAddress: Hex = `0x${'0'.repeat(40)}`;

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(oneDbPass)('the NFTs an account holds, on the real devnet, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false }),
      pass.location(),
    ]);
    const stack = devnet.toStack();
    cloud = await startTestCloud(location, {
      config: {
        rpc: { upstreams: upstreamsFromStack(stack) },
        history: { ...historyConfigFromStack(stack), pollIntervalMs: 100 },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Devnet NFTs' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  const chain = () => devnet.chains[0] as Devnet['chains'][number];
  const chainId = () => chain().caipNetworkId as CaipNetworkId;
  const collections = () => chain().collections ?? [];
  const reader = () => createPublicClient({ transport: http(chain().rpcUrl) });

  async function get(address: string, query: Record<string, string>) {
    const response = await fetch(`${cloud.url}/v1/account/${address}/nfts?${sdkQuery(projectId, query)}`);
    return {
      status: response.status,
      body: (await response.json()) as AccountNftsResponse & { message?: string },
    };
  }
  async function nfts(address: string): Promise<AccountNft[]> {
    const { status, body } = await get(address, { chainId: chainId() });
    expect(status).toBe(200);
    return body.nfts;
  }
  const ids = (list: readonly AccountNft[]) => list.map((nft) => `${nft.contractAddress}:${nft.tokenId}`);

  /** Waits until the indexer has read every block the chain has now. */
  async function indexed() {
    const head = await reader().getBlockNumber();
    await waitFor(
      async () => {
        const { rows } = await cloud.db.query<{ block_number: unknown }>(
          'SELECT block_number FROM history_cursors WHERE chain_id = $1',
          [chainId()],
        );
        return BigInt(Number(rows[0]?.block_number ?? -1)) >= head ? true : undefined;
      },
      10_000,
      `the indexer to reach block ${head}`,
    );
  }

  /** Each collection's token ids to their holder, read with ownerOf. */
  async function ownersByTokenId(): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (const collection of collections()) {
      const tokenIds = new Set(Object.values(collection.holdings).flat());
      for (const tokenId of tokenIds) {
        const owner = await reader().readContract({
          address: collection.address as Hex,
          abi: erc721,
          functionName: 'ownerOf',
          args: [BigInt(tokenId)],
        });
        owners.set(`${collection.address.toLowerCase()}:${tokenId}`, owner.toLowerCase());
      }
    }
    return owners;
  }

  it('§7 the holdings after the devnet setup equal an ownerOf read per token id, spam flagged', async () => {
    await indexed();
    const owners = await ownersByTokenId();
    let held = 0;
    for (const { address } of devnet.accounts) {
      const answer = await nfts(address);
      const expected = [...owners].filter(([, owner]) => owner === address.toLowerCase()).map(([id]) => id);
      expect(ids(answer).sort(), address).toEqual(expected.sort());
      held += answer.length;
      for (const nft of answer) {
        const collection = collections().find((c) => c.address.toLowerCase() === nft.contractAddress);
        expect(nft).toEqual({
          chainId: chainId(),
          contractAddress: collection?.address.toLowerCase(),
          tokenId: nft.tokenId,
          collectionName: collection?.name,
          name: `${collection?.name} #${nft.tokenId}`,
          imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
          spam: collection?.spam,
        });
      }
    }
    expect(held).toBe(owners.size);
    const flagged = (await Promise.all(devnet.accounts.map((a) => nfts(a.address))))
      .flat()
      .filter((n) => n.spam);
    expect(flagged.map((nft) => nft.collectionName)).toEqual(
      collections()
        .filter((c) => c.spam)
        .flatMap((c) =>
          Object.values(c.holdings)
            .flat()
            .map(() => c.name),
        ),
    );
  });

  it('§7 after a transfer the NFT is the recipient’s and no longer the sender’s', async () => {
    const [shapes] = collections();
    const [from, to] = [devnet.accounts[0]?.address as Hex, devnet.accounts[2]?.address as Hex];
    const [tokenId] = shapes?.holdings[from] ?? [];
    const moved = `${shapes?.address.toLowerCase()}:${tokenId}`;
    expect(ids(await nfts(from))).toContain(moved);
    const wallet = createWalletClient({ account: from, transport: http(chain().rpcUrl) });
    const hash = await wallet.writeContract({
      address: shapes?.address as Hex,
      abi: erc721,
      functionName: 'transferFrom',
      args: [from, to, BigInt(tokenId as string)],
      chain: null,
    });
    await reader().waitForTransactionReceipt({ hash });
    await waitFor(
      async () =>
        (await nfts(to)).some((nft) => `${nft.contractAddress}:${nft.tokenId}` === moved) ? true : undefined,
      2_000,
      'the NFT in the recipient’s list',
    );
    expect(ids(await nfts(from))).not.toContain(moved);
    expect((await ownersByTokenId()).get(moved)).toBe(to.toLowerCase());
  });

  it('§7 a burned NFT is nobody’s; a token that came back is its holder’s again', async () => {
    const [a, b] = [
      '0x00000000000000000000000000000000000a11ce',
      '0x0000000000000000000000000000000000000b0b',
    ];
    const token = '0x00000000000000000000000000000000000c0111';
    // Indexed transfers of a collection the chain does not have, far above its head so no reorg undoes them.
    const transfers: [string, string, string][] = [
      [zeroAddress, a, '1'],
      [a, b, '1'],
      [b, zeroAddress, '1'],
      [zeroAddress, a, '2'],
      [a, b, '2'],
      [b, a, '2'],
      [zeroAddress, b, '10'],
    ];
    for (const [index, [sender, recipient, tokenId]] of transfers.entries()) {
      await cloud.db.query(
        `INSERT INTO history_transfers (chain_id, tx_hash, log_index, block_number, tx_index, mined_at, kind, token,
           token_id, sender, recipient, amount, tx_from, tx_to, failed)
         VALUES ($1, $2, 0, $3, 0, 0, 'erc721', $4, $5, $6, $7, '1', $6, $4, false)`,
        [
          chainId(),
          `0x${index.toString(16).padStart(64, '0')}`,
          1_000_000_000 + index,
          token,
          tokenId,
          sender,
          recipient,
        ],
      );
    }
    const held = async (account: string) =>
      (await accountNfts(cloud.db, chainId(), account, spamCollections({}))).map((nft) => nft.tokenId);
    expect(await held(a)).toEqual(['2']);
    expect(await held(b)).toEqual(['10']);
    expect(await held(zeroAddress)).toEqual([]);
    await cloud.db.query('DELETE FROM history_transfers WHERE token = $1', [token]);
  });

  it('refuses a chain that is not indexed and an address that is not an EVM one', async () => {
    const holder = devnet.accounts[0]?.address as string;
    const unsupported = await get(holder, { chainId: 'eip155:1' });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toBe('Unsupported chain: eip155:1');
    expect((await get(holder, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).status).toBe(400);
    expect((await get('0x1234', { chainId: chainId() })).status).toBe(400);
    expect((await get(holder, {})).status).toBe(400);
  });
});
