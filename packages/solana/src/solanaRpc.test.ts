import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Network, solanaDevnet } from '@portico/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createRpcClients, rpcUrlOf, webSocketUrlOf } from './solanaRpc.js';

interface Endpoint {
  url: string;
  methods: string[];
  status: number;
}

const servers: Server[] = [];

async function endpoint(slot: number): Promise<Endpoint> {
  const self: Endpoint = { url: '', methods: [], status: 200 };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const call = JSON.parse(Buffer.concat(chunks).toString()) as { id: string; method: string };
    self.methods.push(call.method);
    response.statusCode = self.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: slot }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return self;
}

function network(own: string, cloud?: string): Network {
  return {
    ...solanaDevnet,
    rpcUrls: { default: { http: [own] }, ...(cloud ? { cloud: { http: [cloud] } } : {}) },
  };
}

afterAll(() => {
  for (const server of servers) server.close();
});

describe('the Solana RPC clients: Portico Cloud’s proxy first, the network’s own endpoint as the fallback', () => {
  it('reads through the proxy and leaves the own endpoint alone', async () => {
    const [cloud, own] = [await endpoint(2), await endpoint(1)];
    const rpc = createRpcClients()(network(own.url, cloud.url));
    expect(await rpc.getSlot().send()).toBe(2n);
    expect([cloud.methods, own.methods]).toEqual([['getSlot'], []]);
  });

  it('asks the own endpoint when the proxy refuses the chain (HTTP 400)', async () => {
    const [cloud, own] = [await endpoint(2), await endpoint(1)];
    cloud.status = 400;
    const rpc = createRpcClients()(network(own.url, cloud.url));
    expect(await rpc.getSlot().send()).toBe(1n);
    expect([cloud.methods, own.methods]).toEqual([['getSlot'], ['getSlot']]);
  });

  it('subscriptions stay on the network’s own endpoint: the proxy serves none', () => {
    const routed = network('http://127.0.0.1:8899', 'http://127.0.0.1:4100/v1?chainId=solana:x');
    expect(rpcUrlOf(routed)).toBe('http://127.0.0.1:4100/v1?chainId=solana:x');
    expect(webSocketUrlOf(routed)).toBe('ws://127.0.0.1:8899');
  });
});
