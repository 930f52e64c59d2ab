import { type Devnet, startDevnet } from '@portico/devnet';
import {
  type Address,
  concatHex,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  hashMessage,
  http,
  serializeErc6492Signature,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import { upstreamsFromStack } from '../rpc/index.js';
import type { RunningCloud } from '../server.js';
import {
  counterfactualAddress,
  create2FactoryCode,
  erc1271WalletCode,
  erc1271WalletInitCode,
} from '../test/contractAccounts.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { siwxTestClient } from '../test/siwxClient.js';

/**
 * Contract accounts on one devnet: a deployed ERC-1271 wallet (its code set by anvil), and counterfactual ones
 * (ERC-6492) that a CREATE2 factory would deploy, signed for before any code is at their address.
 */
describe.each(oneDbPass)('sign-in with a contract account on the devnet, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof siwxTestClient>;
  let rpcUrl: string;
  const now = Date.now();
  const owner = privateKeyToAccount(generatePrivateKey());
  const stranger = privateKeyToAccount(generatePrivateKey());
  const wallet = privateKeyToAccount(generatePrivateKey()).address;
  const factory = privateKeyToAccount(generatePrivateKey()).address;

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false }),
      pass.location(),
    ]);
    const upstreams = upstreamsFromStack(devnet.toStack());
    const url = upstreams['eip155:31337']?.[0];
    if (url === undefined) throw new Error('The devnet has no eip155:31337');
    rpcUrl = url;
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
    await Promise.all([
      anvil.setCode({ address: wallet, bytecode: erc1271WalletCode(owner.address) }),
      anvil.setCode({ address: factory, bytecode: create2FactoryCode }),
    ]);
    cloud = await startTestCloud(location, { clock: () => now, config: { rpc: { upstreams } } });
    const project = await createProject(cloud.db, {
      name: 'Contracts',
      allowedOrigins: ['https://dapp.example'],
    });
    client = siwxTestClient(cloud, project.id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  /** A message of the contract account at `address`; the key that writes it is not the account's. */
  const contractMessage = async (address: Address) =>
    client.message(
      privateKeyToAccount(generatePrivateKey()),
      { address, chainId: 31337, nonce: await client.nonce() },
      now,
    );
  const codeAt = (address: Address) => createPublicClient({ transport: http(rpcUrl) }).getCode({ address });

  describe('ERC-1271, deployed', () => {
    it("verifies the contract's signature on the chain and opens its session", async () => {
      const message = await contractMessage(wallet);
      const signature = await owner.sign({ hash: hashMessage(message) });
      const answer = await client.verify({ message, signature });
      expect(answer).toMatchObject({
        status: 200,
        body: { session: { data: { accountAddress: wallet, chainId: 'eip155:31337' } } },
      });
    });

    it('refuses a signature the contract does not accept', async () => {
      const message = await contractMessage(wallet);
      const signature = await stranger.sign({ hash: hashMessage(message) });
      expect(await client.verify({ message, signature })).toMatchObject({
        status: 401,
        body: { code: 'INVALID_SIGNATURE' },
      });
      const junk = concatHex([signature, '0x00']);
      expect((await client.verify({ message, signature: junk })).status).toBe(401);
    });
  });

  describe('ERC-6492, counterfactual', () => {
    /** `signer`'s signature of a sign-in message of `account`'s wallet, wrapped with the factory's deployment. */
    const counterfactualSignIn = async (account: PrivateKeyAccount, signer = account) => {
      const initCode = erc1271WalletInitCode(account.address);
      const address = counterfactualAddress(factory, initCode);
      const message = await contractMessage(address);
      const signature = serializeErc6492Signature({
        address: factory,
        data: initCode,
        signature: await signer.sign({ hash: hashMessage(message) }),
      });
      return { address, initCode, message, signature };
    };

    it("verifies the owner's signature for an account with no code yet, and deploys nothing", async () => {
      const account = privateKeyToAccount(generatePrivateKey());
      const { address, message, signature } = await counterfactualSignIn(account);
      expect(await codeAt(address), 'code before the sign-in').toBeUndefined();
      expect(await client.verify({ message, signature })).toMatchObject({
        status: 200,
        body: { session: { data: { accountAddress: address, chainId: 'eip155:31337' }, signature } },
      });
      expect(await codeAt(address), 'code after the sign-in').toBeUndefined();
    });

    it("refuses a wrong owner's signature wrapped for the same account", async () => {
      const account = privateKeyToAccount(generatePrivateKey());
      const { address, message, signature } = await counterfactualSignIn(account, stranger);
      expect(await client.verify({ message, signature })).toMatchObject({
        status: 401,
        body: { code: 'INVALID_SIGNATURE' },
      });
      expect(await codeAt(address)).toBeUndefined();
    });

    it('still verifies the wrapped signature once the factory deployed the account', async () => {
      const account = privateKeyToAccount(generatePrivateKey());
      const { address, initCode, message, signature } = await counterfactualSignIn(account);
      const funded = devnet.accounts[0]?.privateKey as Hex;
      const deployer = createWalletClient({ account: privateKeyToAccount(funded), transport: http(rpcUrl) });
      const hash = await deployer.sendTransaction({ chain: null, to: factory, data: initCode });
      await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash });
      expect(await codeAt(address), 'the deployed code').toBe(erc1271WalletCode(account.address));
      expect((await client.verify({ message, signature })).status).toBe(200);
    });
  });
});
