import { type Devnet, startDevnet } from '@portico/devnet';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { upstreamsFromStack } from './upstreamsFromStack.js';

type Answer = { id: unknown; result?: unknown; error?: { code: number; message: string } };

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe.each(oneDbPass)('the chain-data API on the real devnet, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: { rpcPort: 0, wsPort: 0 } }),
      pass.location(),
    ]);
    cloud = await startTestCloud(location, {
      config: { rpc: { upstreams: upstreamsFromStack(devnet.toStack()) } },
    });
    projectId = (await createProject(cloud.db, { name: 'Devnet RPC' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  const proxyUrl = (chainId: string) => `${cloud.url}/v1?${sdkQuery(projectId, { chainId })}`;
  const evm = () => devnet.chains[0] as Devnet['chains'][number];

  it('§7 supported-chains lists the devnet’s EVM chains and its Solana network', async () => {
    const response = await fetch(`${cloud.url}/v1/supported-chains?${sdkQuery(projectId)}`);
    const body = (await response.json()) as { http: string[]; ws: string[] };
    expect(body.http.toSorted()).toEqual(
      [...devnet.chains.map((c) => c.caipNetworkId), devnet.solana?.caipNetworkId].toSorted(),
    );
  });

  it('§7 each EVM chain answers eth_chainId through the proxy with its own id', async () => {
    for (const chain of devnet.chains) {
      const answer = (await post(proxyUrl(chain.caipNetworkId), {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_chainId',
      })) as Answer;
      expect(answer).toEqual({ jsonrpc: '2.0', id: 1, result: `0x${chain.chainId.toString(16)}` });
    }
  });

  it('§7 a batch of 100 balance reads matches the devnet read directly', async () => {
    const addresses = devnet.accounts.map((a) => a.address);
    const batch = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_getBalance',
      params: [addresses[i % addresses.length], 'latest'],
    }));
    const [proxied, direct] = (await Promise.all([
      post(proxyUrl(evm().caipNetworkId), batch),
      post(evm().rpcUrl, batch),
    ])) as [Answer[], Answer[]];
    expect(proxied).toHaveLength(100);
    expect(proxied.map((a) => a.id)).toEqual(batch.map((c) => c.id));
    expect(proxied.map((a) => a.result)).toEqual(direct.map((a) => a.result));
    expect(proxied.every((a) => typeof a.result === 'string' && BigInt(a.result as string) > 0n)).toBe(true);
  });

  it('§7 the devnet’s own -32602 comes back unchanged', async () => {
    const call = { jsonrpc: '2.0', id: 'x', method: 'eth_getBalance', params: ['not-an-address'] };
    const [proxied, direct] = (await Promise.all([
      post(proxyUrl(evm().caipNetworkId), call),
      post(evm().rpcUrl, call),
    ])) as [Answer, Answer];
    expect(proxied.error?.code).toBe(-32602);
    expect(proxied).toEqual(direct);
  });

  it('§7 the Solana network answers through the proxy', async () => {
    const answer = (await post(proxyUrl(devnet.solana?.caipNetworkId ?? ''), {
      jsonrpc: '2.0',
      id: 1,
      method: 'getGenesisHash',
    })) as Answer;
    expect(answer).toEqual({ jsonrpc: '2.0', id: 1, result: devnet.solana?.genesisHash });
  });

  it('§7 gas price: decimal wei strings, standard ≤ fast ≤ instant, and a transaction priced at standard is mined', async () => {
    const response = await fetch(
      `${cloud.url}/v1/convert/gas-price?${sdkQuery(projectId, { chainId: evm().caipNetworkId })}`,
    );
    expect(response.status).toBe(200);
    const price = (await response.json()) as { standard: string; fast: string; instant: string };
    for (const value of Object.values(price)) expect(value).toMatch(/^[1-9]\d*$/);
    const [standard, fast, instant] = [price.standard, price.fast, price.instant].map(BigInt) as [
      bigint,
      bigint,
      bigint,
    ];
    expect(standard <= fast && fast <= instant).toBe(true);

    // Signed here, as a wallet does: the proxy forwards eth_sendRawTransaction, never eth_sendTransaction.
    const [sender, receiver] = devnet.accounts;
    if (!sender || !receiver) throw new Error('the devnet has no accounts');
    const nonce = (await post(proxyUrl(evm().caipNetworkId), {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionCount',
      params: [sender.address, 'pending'],
    })) as Answer;
    const signed = await privateKeyToAccount(sender.privateKey).signTransaction({
      type: 'eip1559',
      chainId: evm().chainId,
      nonce: Number(nonce.result),
      to: receiver.address,
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: standard,
      maxPriorityFeePerGas: 0n,
    });
    const sent = (await post(proxyUrl(evm().caipNetworkId), {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendRawTransaction',
      params: [signed],
    })) as Answer;
    expect(sent.error).toBeUndefined();
    // Mined at once, or by the devnet's next interval block.
    await vi.waitFor(async () => {
      const receipt = (await post(evm().rpcUrl, {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getTransactionReceipt',
        params: [sent.result],
      })) as Answer;
      expect(receipt.result).toMatchObject({ status: '0x1' });
    }, 5_000);
  });

  it("§8 gas price for the Solana network → 'Network not supported for Gas Price'", async () => {
    const query = sdkQuery(projectId, { chainId: devnet.solana?.caipNetworkId ?? '' });
    const response = await fetch(`${cloud.url}/v1/convert/gas-price?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Network not supported for Gas Price',
    );
  });
});
