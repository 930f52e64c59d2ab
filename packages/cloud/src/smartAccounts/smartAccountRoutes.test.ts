import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, type FakeReply, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';

const bundledChain = 'eip155:1001';
const sponsoredChain = 'eip155:1002';
const plainChain = 'eip155:1003';
const signerKey = `0x${'11'.repeat(32)}` as const;
const factory = '0x00000000000000000000000000000000000fac70';

type Call = { jsonrpc: '2.0'; id: number; method: string; params?: unknown };
const call = (id: number, method: string, params: unknown[] = []): Call => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
const methodsOf = (upstream: FakeUpstream) =>
  upstream.requests.flatMap(({ body }) => [body].flat().map((item) => (item as Call).method));

/** A bundler that answers each call with its method, and refuses a UserOperation the way alto does. */
function bundlerReply(body: unknown): FakeReply {
  const calls = [body].flat() as Call[];
  const answers = calls.map((c) =>
    c.method === 'eth_sendUserOperation'
      ? {
          jsonrpc: '2.0',
          id: c.id,
          error: { code: -32500, message: "UserOperation reverted: AA21 didn't pay prefund" },
        }
      : { jsonrpc: '2.0', id: c.id, result: `bundler:${c.method}` },
  );
  return { body: Array.isArray(body) ? answers : answers[0] };
}

describe.each(oneDbPass)('smart accounts on the JSON-RPC proxy and the remote config, on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let node: FakeUpstream;
  let bundler: FakeUpstream;
  let projectId: string;
  let plainProjectId: string;

  beforeAll(async () => {
    location = await pass.location();
    node = await startFakeUpstream(answerEach((c) => `node:${c.method}`));
    bundler = await startFakeUpstream(bundlerReply);
    const upstreams = { [bundledChain]: [node.url], [sponsoredChain]: [node.url], [plainChain]: [node.url] };
    cloud = await startTestCloud(location, {
      config: {
        rateLimit: { perIp: 1_000_000, perProject: 1_000_000 },
        rpc: { upstreams },
        smartAccounts: {
          bundlers: { [bundledChain]: bundler.url, [sponsoredChain]: bundler.url },
          accountKinds: { [bundledChain]: 'erc4337' },
          accountFactories: { [bundledChain]: factory },
          paymasters: { [sponsoredChain]: '0x00000000000000000000000000000000000ba5ed' },
          paymasterSignerKey: signerKey,
        },
        history: { indexer: false },
      },
    });
    projectId = (
      await createProject(cloud.db, {
        name: 'Smart',
        // The plain chain is enabled by the project, but the cloud has no bundler for it.
        smartAccountNetworks: [bundledChain, sponsoredChain, plainChain],
        sponsorship: { enabled: true, chains: [bundledChain, sponsoredChain], dailyCapPerUserWei: '1000' },
      })
    ).id;
    plainProjectId = (await createProject(cloud.db, { name: 'Plain' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await node?.close();
    await bundler?.close();
    await location?.dispose();
  });

  async function rpc(chainId: string, body: unknown) {
    const response = await fetch(`${cloud.url}/v1?${sdkQuery(projectId, { chainId })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('forwards the ERC-4337 methods to the chain’s bundler and the rest to its node, each answer in its place', async () => {
    const before = bundler.requests.length;
    const methods = [
      'eth_estimateUserOperationGas',
      'eth_getUserOperationByHash',
      'eth_getUserOperationReceipt',
      'eth_supportedEntryPoints',
      'pimlico_getUserOperationGasPrice',
    ];
    const batch = [
      call(1, 'eth_blockNumber'),
      ...methods.map((method, i) => call(i + 2, method, [{}])),
      call(9, 'eth_chainId'),
    ];
    const { status, body } = await rpc(bundledChain, batch);
    expect(status).toBe(200);
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'node:eth_blockNumber' },
      ...methods.map((method, i) => ({ jsonrpc: '2.0', id: i + 2, result: `bundler:${method}` })),
      { jsonrpc: '2.0', id: 9, result: 'node:eth_chainId' },
    ]);
    // One request to the bundler, holding only its methods.
    expect(bundler.requests.length).toBe(before + 1);
    expect(methodsOf(bundler).slice(-methods.length)).toEqual(methods);
  });

  it('passes the bundler’s errors through unchanged', async () => {
    const { status, body } = await rpc(bundledChain, call(5, 'eth_sendUserOperation', [{}, '0x']));
    expect(status).toBe(200);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: { code: -32500, message: "UserOperation reverted: AA21 didn't pay prefund" },
    });
  });

  it('a chain without a bundler answers a clear JSON-RPC error and asks no one', async () => {
    const before = { node: node.requests.length, bundler: bundler.requests.length };
    for (const method of ['eth_sendUserOperation', 'pm_getPaymasterData']) {
      const { status, body } = await rpc(plainChain, call(3, method, [{}]));
      expect(status).toBeLessThan(500);
      expect(body).toEqual({
        jsonrpc: '2.0',
        id: 3,
        error: {
          code: -32601,
          message: `${method} is not available on ${plainChain}: no ERC-4337 bundler is configured for this chain`,
          data: { chainId: plainChain, reason: 'NO_BUNDLER' },
        },
      });
    }
    expect({ node: node.requests.length, bundler: bundler.requests.length }).toEqual(before);
  });

  it('the bundler’s debug and admin methods never reach it', async () => {
    const before = bundler.requests.length;
    for (const method of [
      'debug_bundler_clearState',
      'debug_bundler_setReputation',
      'pimlico_sendUserOperationNow',
    ]) {
      const { body } = await rpc(bundledChain, call(1, method));
      expect(body).toMatchObject({ error: { code: -32601, message: `Method not allowed: ${method}` } });
    }
    expect(bundler.requests.length).toBe(before);
  });

  it('the remote config serves the enabled networks that have a bundler, and the sponsored ones — nothing secret', async () => {
    const read = async (id: string) => {
      const response = await fetch(`${cloud.url}/appkit/v1/config?${sdkQuery(id)}`);
      return { status: response.status, text: await response.clone().text(), body: await response.json() };
    };
    const smart = await read(projectId);
    expect(smart.status).toBe(200);
    expect(smart.body.smartAccounts).toEqual({
      enabledNetworks: [bundledChain, sponsoredChain],
      // The bundled chain is in the policy but the cloud has no paymaster there.
      sponsoredNetworks: [sponsoredChain],
      // The bundled chain has no EIP-7702 (erc4337); a chain not listed in accountKinds has.
      eip7702Networks: [sponsoredChain],
      // It has the factory of the embedded wallet's ERC-4337 account (an address anyone may know).
      erc4337Networks: [{ caipNetworkId: bundledChain, factory }],
    });
    for (const secret of [
      signerKey.slice(2),
      '0x00000000000000000000000000000000000ba5ed',
      '1000',
      bundler.url,
    ]) {
      expect(smart.text).not.toContain(secret);
    }
    // Off by default.
    expect((await read(plainProjectId)).body.smartAccounts).toEqual({
      enabledNetworks: [],
      sponsoredNetworks: [],
      eip7702Networks: [],
      erc4337Networks: [],
    });
  });
});
