import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, type Network } from '@portico/core';
import * as viem from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { evmTransport, networkTransport } from './evmTransport.js';

vi.mock('viem', async (importOriginal) => {
  const original = await importOriginal<typeof import('viem')>();
  return { ...original, http: vi.fn(original.http), fallback: vi.fn(original.fallback) };
});

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('evmTransport passes the §9 RPC values to viem (docs/decisions.md)', () => {
  beforeEach(() => vi.mocked(viem.http).mockClear());

  it('§9 http(): 10 s timeout, 3 attempts with a 150 ms base, batches of 1000 with wait 0', () => {
    evmTransport(['http://127.0.0.1:1']);
    expect(viem.http).toHaveBeenCalledWith('http://127.0.0.1:1', {
      timeout: 10_000,
      retryCount: 2,
      retryDelay: 150,
      batch: { batchSize: 1000, wait: 0 },
    });
    expect(constants.rpc).toMatchObject({
      httpTimeoutMs: 10_000,
      retryAttempts: 3,
      retryBaseDelayMs: 150,
      batchSize: 1000,
    });
  });

  it('§9 fallback(): ranked every 4000 ms over 10 samples, stability 0.7 and latency 0.3', () => {
    evmTransport(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
    expect(viem.http).toHaveBeenCalledTimes(2);
    expect(viem.fallback).toHaveBeenCalledWith(expect.any(Array), {
      rank: { interval: 4000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } },
      retryCount: 2,
      retryDelay: 150,
    });
  });
});

describe('evmTransport against an RPC server', () => {
  let server: Server;
  let url: string;
  const bodies: unknown[] = [];
  let status = 200;

  async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString());
  }

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await readBody(request);
      bodies.push(body);
      response.statusCode = status;
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' });
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body as { id: number })));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => server.close());

  beforeEach(() => {
    bodies.length = 0;
    status = 200;
  });

  it('§7 sends concurrent calls as one batched POST', async () => {
    const client = viem.createPublicClient({ transport: evmTransport([url]) });
    await Promise.all([
      client.getBalance({ address }),
      client.getBalance({ address }),
      client.getBlockNumber(),
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toHaveLength(3);
  });

  it('§9 tries three times in total on HTTP 503', async () => {
    status = 503;
    const client = viem.createPublicClient({ transport: evmTransport([url]) });
    await expect(client.getBalance({ address })).rejects.toThrow();
    expect(bodies).toHaveLength(3);
  });
});

describe('networkTransport: Portico Cloud’s RPC proxy first, the network’s own URLs as the fallback', () => {
  interface Endpoint {
    url: string;
    methods: string[];
    status: number;
    server: Server;
  }
  const endpoints: Endpoint[] = [];

  async function endpoint(balance: string): Promise<Endpoint> {
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string };
      const calls = Array.isArray(body) ? body : [body];
      self.methods.push(...calls.map((call) => call.method));
      response.statusCode = self.status;
      const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: balance }));
      response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const self: Endpoint = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      methods: [],
      status: 200,
      server,
    };
    endpoints.push(self);
    return self;
  }

  function network(own: string, cloud?: string): Network {
    return {
      id: 31337,
      name: 'Devnet',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [own] }, ...(cloud ? { cloud: { http: [cloud] } } : {}) },
    };
  }

  const balanceThrough = (n: Network) =>
    viem.createPublicClient({ transport: networkTransport(n) }).getBalance({ address });

  afterAll(() => {
    for (const { server } of endpoints) server.close();
  });

  it('reads through the proxy and leaves the network’s own node alone', async () => {
    const [cloud, own] = [await endpoint('0x2'), await endpoint('0x1')];
    expect(await balanceThrough(network(own.url, cloud.url))).toBe(2n);
    expect(cloud.methods).toEqual(['eth_getBalance']);
    expect(own.methods).toEqual([]);
  });

  it('falls back to the network’s own node at once when the cloud refuses the chain (HTTP 400)', async () => {
    const [cloud, own] = [await endpoint('0x2'), await endpoint('0x1')];
    cloud.status = 400;
    expect(await balanceThrough(network(own.url, cloud.url))).toBe(1n);
    expect(cloud.methods).toEqual(['eth_getBalance']);
    expect(own.methods).toEqual(['eth_getBalance']);
  });

  it('falls back when the cloud cannot be reached', async () => {
    const own = await endpoint('0x1');
    expect(await balanceThrough(network(own.url, 'http://127.0.0.1:9/v1?chainId=eip155:31337'))).toBe(1n);
  });

  it('without a cloud the network’s own node is the only one asked', async () => {
    const own = await endpoint('0x1');
    expect(await balanceThrough(network(own.url))).toBe(1n);
    expect(own.methods).toEqual(['eth_getBalance']);
  });
});
