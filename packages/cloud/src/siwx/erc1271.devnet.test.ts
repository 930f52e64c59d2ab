import { type Devnet, startDevnet } from '@portico/devnet';
import { concatHex, createTestClient, type Hex, hashMessage, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import { upstreamsFromStack } from '../rpc/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { siwxTestClient } from '../test/siwxClient.js';

/**
 * A minimal ERC-1271 wallet's runtime code: `isValidSignature(hash, signature)` answers the magic value 0x1626ba7e
 * when ecrecover(hash, v, r, s) of the 65-byte signature is `owner`, else 0xffffffff.
 */
function erc1271WalletCode(owner: Hex): Hex {
  const returnWord = (value: string) => `63${value}60e01b60005260206000f3`;
  const head =
    '600435600052' + // mstore(0, hash)
    '60a43560001a602052' + // mstore(0x20, v): the first byte of the signature's third word
    '606435604052' + // mstore(0x40, r)
    '608435606052' + // mstore(0x60, s)
    '602060806080600060015afa50' + // staticcall(gas, ecrecover, 0, 0x80, 0x80, 0x20)
    `60805173${owner.slice(2).toLowerCase()}14`; // mload(0x80) == owner
  const invalid = returnWord('ffffffff');
  const jumpTarget = (head.length + 6 + invalid.length) / 2; // past `PUSH1 target JUMPI` and the invalid answer
  return `0x${head}60${jumpTarget.toString(16).padStart(2, '0')}57${invalid}5b${returnWord('1626ba7e')}`;
}

describe.each(dbPasses)('sign-in with a contract account (ERC-1271) on the devnet, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof siwxTestClient>;
  const now = Date.now();
  const owner = privateKeyToAccount(generatePrivateKey());
  const stranger = privateKeyToAccount(generatePrivateKey());
  const wallet = privateKeyToAccount(generatePrivateKey()).address;

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false }),
      pass.location(),
    ]);
    const upstreams = upstreamsFromStack(devnet.toStack());
    const rpcUrl = upstreams['eip155:31337']?.[0];
    if (rpcUrl === undefined) throw new Error('The devnet has no eip155:31337');
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setCode({
      address: wallet,
      bytecode: erc1271WalletCode(owner.address),
    });
    cloud = await startTestCloud(location, { clock: () => now, config: { rpc: { upstreams } } });
    const project = await createProject(cloud.db, { name: '1271', allowedOrigins: ['https://dapp.example'] });
    client = siwxTestClient(cloud, project.id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  const contractMessage = async () =>
    client.message(
      privateKeyToAccount(generatePrivateKey()),
      { address: wallet, chainId: 31337, nonce: await client.nonce() },
      now,
    );

  it("verifies the contract's signature on the chain and opens its session", async () => {
    const message = await contractMessage();
    const signature = await owner.sign({ hash: hashMessage(message) });
    const answer = await client.verify({ message, signature });
    expect(answer).toMatchObject({
      status: 200,
      body: { session: { data: { accountAddress: wallet, chainId: 'eip155:31337' } } },
    });
  });

  it('refuses a signature the contract does not accept', async () => {
    const message = await contractMessage();
    const signature = await stranger.sign({ hash: hashMessage(message) });
    expect(await client.verify({ message, signature })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE' },
    });
    const junk = concatHex([signature, '0x00']);
    expect((await client.verify({ message, signature: junk })).status).toBe(401);
  });
});
