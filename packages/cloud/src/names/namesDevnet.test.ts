import type { StackEnsName } from '@portico/devnet';
import { type Devnet, startDevnet } from '@portico/devnet';
import { createPublicClient, createWalletClient, defineChain, http, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import { upstreamsFromStack } from '../rpc/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { namesFromStack } from './namesFromStack.js';

const identityTtlMs = 5 * 60_000;
const reverseRegistrarAbi = parseAbi(['function setName(string name) returns (bytes32)']);

describe.each(oneDbPass)('names and identity from the devnet’s name registry, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;
  let now = Date.now();

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false }),
      pass.location(),
    ]);
    const stack = devnet.toStack();
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        rpc: { upstreams: upstreamsFromStack(stack) },
        names: { universalResolvers: namesFromStack(stack) },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Devnet names' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  const devnetChain = () => devnet.toStack().chains.find((c) => c.chainId === 31337);
  const named = (name: string): StackEnsName => {
    const found = devnetChain()?.ens?.names.find((n) => n.name === name);
    if (!found) throw new Error(`${name} is not in the stack`);
    return found;
  };
  const unnamed = () => {
    const names = devnetChain()?.ens?.names.map((n) => n.address) ?? [];
    const account = devnet.accounts.find((a) => !names.includes(a.address));
    if (!account) throw new Error('Every test account is named');
    return account.address;
  };
  const get = async (path: string, extra: Record<string, string> = {}) => {
    const response = await fetch(`${cloud.url}${path}?${sdkQuery(projectId, extra)}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('§7 identity: alice’s name and her avatar data: URI, on the default chain and on eip155:31337', async () => {
    const alice = named('alice.portico.eth');
    expect(alice.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    const expected = { name: 'alice.portico.eth', avatar: alice.avatar };
    expect(await get(`/v1/identity/${alice.address}`, { sender: alice.address })).toEqual({
      status: 200,
      body: expected,
    });
    expect(await get(`/v1/identity/${alice.address.toLowerCase()}`, { chainId: 'eip155:31337' })).toEqual({
      status: 200,
      body: expected,
    });
  });

  it('§7 identity: bob’s name without an avatar, and nulls for an unnamed account', async () => {
    const bob = named('bob.portico.eth');
    expect((await get(`/v1/identity/${bob.address}`)).body).toEqual({
      name: 'bob.portico.eth',
      avatar: null,
    });
    expect(await get(`/v1/identity/${unnamed()}`)).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    });
  });

  it('§4 identity is refused on the testnet and on chains without a name registry', async () => {
    const alice = named('alice.portico.eth');
    for (const chainId of ['eip155:31338', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      const { status, body } = await get(`/v1/identity/${alice.address}`, { chainId });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(chainId) });
    }
  });

  it('[§5 coin-type] §7 profile: alice’s address by ENSIP-11 coin type (chain 1 is 60) and her text records', async () => {
    const alice = named('alice.portico.eth');
    const { status, body } = await get('/v1/profile/account/alice.portico.eth', { apiVersion: '2' });
    expect(status).toBe(200);
    expect(body).toEqual({
      name: 'alice.portico.eth',
      addresses: { '60': { address: alice.address } },
      attributes: { avatar: alice.avatar },
    });
  });

  it('§8 profile: an unknown name is "Error resolving name" (404), an invalid one too (400)', async () => {
    expect(await get('/v1/profile/account/nobody.portico.eth', { apiVersion: '2' })).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Error resolving name' },
    });
    expect(await get(`/v1/profile/account/${encodeURIComponent('no space.eth')}`)).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Error resolving name' },
    });
  });

  it('§7 reverse: the names of a named account, none for an unnamed one', async () => {
    const bob = named('bob.portico.eth');
    expect(await get(`/v1/profile/reverse/${bob.address}`, { sender: bob.address, apiVersion: '2' })).toEqual(
      {
        status: 200,
        body: [{ name: 'bob.portico.eth', addresses: { '60': { address: bob.address } }, attributes: {} }],
      },
    );
    expect(await get(`/v1/profile/reverse/${unnamed()}`)).toEqual({ status: 200, body: [] });
  });

  it('§9 identity is cached 5 min: a changed reverse record shows only once the answer is older', async () => {
    const bob = named('bob.portico.eth');
    const key = devnet.accounts.find((a) => a.address === bob.address)?.privateKey;
    if (!key || !devnetChain()) throw new Error('bob has no key in the stack');
    const chain = defineChain({
      id: 31337,
      name: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnetChain()?.rpcUrl ?? ''] } },
    });
    const wallet = createWalletClient({ account: privateKeyToAccount(key), chain, transport: http() });
    const reader = createPublicClient({ chain, transport: http() });
    const registrar = devnetChain()?.ens?.reverseRegistrar as `0x${string}`;
    const setReverseName = async (name: string) => {
      const hash = await wallet.writeContract({
        address: registrar,
        abi: reverseRegistrarAbi,
        functionName: 'setName',
        args: [name],
      });
      expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    };

    now += identityTtlMs + 1;
    const fetchedAt = now;
    expect((await get(`/v1/identity/${bob.address}`)).body).toEqual({
      name: 'bob.portico.eth',
      avatar: null,
    });
    // bob claims alice's name: the registry no longer verifies any name for him.
    await setReverseName('alice.portico.eth');
    try {
      expect((await get(`/v1/profile/reverse/${bob.address}`)).body).toEqual([]);
      now = fetchedAt + identityTtlMs;
      expect((await get(`/v1/identity/${bob.address}`)).body).toEqual({
        name: 'bob.portico.eth',
        avatar: null,
      });
      now = fetchedAt + identityTtlMs + 1;
      expect((await get(`/v1/identity/${bob.address}`)).body).toEqual({ name: null, avatar: null });
    } finally {
      await setReverseName('bob.portico.eth');
    }
  });
});

describe.each(oneDbPass)('names when the chain cannot be read, on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location, {
      config: {
        // Nothing listens on port 9 of 127.0.0.1: every read fails.
        rpc: { upstreams: { 'eip155:31337': ['http://127.0.0.1:9'] } },
        names: { universalResolvers: { 'eip155:31337': '0x0000000000000000000000000000000000000001' } },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Names down' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const get = async (path: string) => {
    const response = await fetch(`${cloud.url}${path}?${sdkQuery(projectId)}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('§8 answers 502 with "Error resolving name" and "Error fetching names for address"', async () => {
    expect(await get('/v1/profile/account/alice.portico.eth')).toEqual({
      status: 502,
      body: { code: 'SERVER_ERROR', message: 'Error resolving name' },
    });
    expect(await get(`/v1/profile/reverse/${address}`)).toEqual({
      status: 502,
      body: { code: 'SERVER_ERROR', message: 'Error fetching names for address' },
    });
    expect((await get(`/v1/identity/${address}`)).status).toBe(502);
  });
});
