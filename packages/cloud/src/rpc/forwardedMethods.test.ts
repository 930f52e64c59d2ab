import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';

const evmChain = 'eip155:1001';
const solanaChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const call = (id: number, method: string) => ({ jsonrpc: '2.0', id, method, params: [] });

describe.each(oneDbPass)('the JSON-RPC proxy forwards only its allow-list, on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    location = await pass.location();
    upstream = await startFakeUpstream(answerEach((c) => `${c.method}:ok`));
    cloud = await startTestCloud(location, {
      config: {
        rpc: { upstreams: { [evmChain]: [upstream.url], [solanaChain]: [upstream.url] } },
        history: { indexer: false },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Allow-list' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await upstream?.close();
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
  const forwardedMethods = () =>
    upstream.requests.flatMap(({ body }) => [body].flat() as { method: string }[]).map((c) => c.method);

  it.each([
    'eth_sendTransaction',
    'eth_sendUnsignedTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_accounts',
    'personal_sign',
    'personal_unlockAccount',
    'trace_block',
    'trace_transaction',
    'ots_getContractCreator',
    'anvil_setBalance',
    'anvil_impersonateAccount',
    'evm_mine',
    'evm_setNextBlockTimestamp',
    'debug_traceTransaction',
    'hardhat_setCode',
    'admin_peers',
    'txpool_content',
    'eth_getBalance_',
  ])(
    'refuses %s on an EVM chain with -32601 Method not allowed, without asking the upstream',
    async (method) => {
      const before = upstream.requests.length;
      expect(await rpc(evmChain, call(1, method))).toEqual({
        status: 200,
        body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: `Method not allowed: ${method}` } },
      });
      expect(upstream.requests).toHaveLength(before);
    },
  );

  it('refuses them inside a batch, in their place, and forwards only the allowed calls', async () => {
    const before = upstream.requests.length;
    const answer = await rpc(evmChain, [
      call(1, 'eth_blockNumber'),
      call(2, 'eth_sendTransaction'),
      call(3, 'debug_traceCall'),
      call(4, 'eth_sendRawTransaction'),
      call(5, 'ots_searchTransactionsBefore'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'eth_blockNumber:ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not allowed: eth_sendTransaction' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not allowed: debug_traceCall' } },
      { jsonrpc: '2.0', id: 4, result: 'eth_sendRawTransaction:ok' },
      {
        jsonrpc: '2.0',
        id: 5,
        error: { code: -32601, message: 'Method not allowed: ots_searchTransactionsBefore' },
      },
    ]);
    expect(upstream.requests.slice(before).flatMap(({ body }) => [body].flat())).toHaveLength(2);
  });

  it.each([
    [evmChain, 'eth_call'],
    [evmChain, 'eth_getLogs'],
    [evmChain, 'eth_feeHistory'],
    [evmChain, 'eth_maxPriorityFeePerGas'],
    [evmChain, 'eth_getTransactionCount'],
    [evmChain, 'eth_sendRawTransaction'],
    [evmChain, 'net_version'],
    [solanaChain, 'getLatestBlockhash'],
    [solanaChain, 'getTokenAccountsByOwner'],
    [solanaChain, 'getSignatureStatuses'],
    [solanaChain, 'sendTransaction'],
  ])('forwards %s %s', async (chainId, method) => {
    expect((await rpc(chainId, call(1, method))).body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: `${method}:ok`,
    });
    expect(forwardedMethods().at(-1)).toBe(method);
  });

  it.each([
    [solanaChain, 'requestAirdrop'],
    [solanaChain, 'eth_blockNumber'],
    [evmChain, 'getSlot'],
  ])('refuses on %s the method %s of another namespace or a faucet', async (chainId, method) => {
    expect((await rpc(chainId, call(1, method))).body).toMatchObject({ error: { code: -32601 } });
  });
});
