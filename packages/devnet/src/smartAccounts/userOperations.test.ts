import { erc20Abi, parseEventLogs, type SignAuthorizationReturnType } from 'viem';
import { entryPoint08Abi, type SmartAccount, toSimple7702SmartAccount } from 'viem/account-abstraction';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../devnet.js';
import type { DevnetChain } from '../devnetChain.js';
import { parseStack } from '../stack/index.js';
import { devnetPaymasterSigner } from './keys.js';
import {
  bundlerOf,
  chainOf,
  clientOf,
  freshOwner,
  pUSD,
  pUSDTransfersIn,
  recipients,
  twoTransfers,
} from './test/chains.js';
import { toSimpleAccount } from './test/simpleAccount.js';

// Real anvil chains and a real alto bundler per chain; each UserOperation is sponsored by the devnet's verifying
// paymaster, its data signed here with the devnet's paymaster signer (as Portico Cloud will sign it).
let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    bundlers: true,
  });
});

afterAll(async () => {
  await devnet?.stop();
});

const pUSDOf = (chain: DevnetChain, holder: `0x${string}`) =>
  clientOf(chain).readContract({
    address: pUSD(chain),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });

/** Sends the two pUSD transfers from `account` and checks they landed together, paid by the paymaster. */
async function sendsTwoTransfersInOneTransaction(
  chain: DevnetChain,
  account: SmartAccount,
  extra: { authorization?: SignAuthorizationReturnType } = {},
) {
  const bundler = bundlerOf(chain);
  const hash = await bundler.sendUserOperation({ account, calls: twoTransfers(chain), ...extra });
  const { success, receipt, paymaster, sender } = await bundler.waitForUserOperationReceipt({
    hash,
    pollingInterval: 50,
  });
  expect({ success, status: receipt.status, paymaster, sender }).toEqual({
    success: true,
    status: 'success',
    paymaster: chain.paymaster,
    sender: account.address,
  });
  expect(await pUSDTransfersIn(chain, receipt.transactionHash)).toEqual([
    { from: account.address, to: recipients[0], value: 1_000_000n },
    { from: account.address, to: recipients[1], value: 2_000_000n },
  ]);
  expect(await pUSDOf(chain, account.address)).toBe(7_000_000n);
  // Sponsored: the account never had ETH and has none now.
  expect(await clientOf(chain).getBalance({ address: account.address })).toBe(0n);
  return receipt;
}

describe('sponsored UserOperations through the devnet bundler', () => {
  it('the stack file gets each chain’s bundler, contracts and 7702 flag, and the paymaster signer', () => {
    const stack = parseStack(JSON.parse(JSON.stringify({ version: 1, ...devnet.toStack() })));
    expect(stack.paymasterSigner).toBe(devnetPaymasterSigner.address);
    expect(stack.chains).toHaveLength(devnet.chains.length);
    for (const [i, chain] of devnet.chains.entries()) {
      expect(stack.chains[i]).toMatchObject({
        chainId: chain.chainId,
        bundlerUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        entryPoint: chain.entryPoint,
        simple7702Account: chain.simple7702Account,
        simpleAccountFactory: chain.simpleAccountFactory,
        paymaster: chain.paymaster,
        porticoAccountFactory: chain.porticoAccountFactory,
        eip7702: i === 0,
      });
    }
  });

  it('EIP-7702 chain: an EOA delegated to Simple7702Account batches two transfers in one transaction', async () => {
    const chain = chainOf(devnet, true);
    const client = clientOf(chain);
    const owner = await freshOwner(chain, async (key) => key.address);
    const account = await toSimple7702SmartAccount({ client, owner });
    expect(account.address).toBe(owner.address);
    const authorization = await owner.signAuthorization({
      chainId: chain.chainId,
      contractAddress: chain.simple7702Account,
      nonce: await client.getTransactionCount({ address: owner.address }),
    });
    await sendsTwoTransfersInOneTransaction(chain, account, { authorization });
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${chain.simple7702Account.slice(2).toLowerCase()}`,
    );
  });

  it('cancun chain: a counterfactual SimpleAccount from the factory is deployed by its first UserOperation', async () => {
    const chain = chainOf(devnet, false);
    const client = clientOf(chain);
    const accountOf = (owner: PrivateKeyAccount) =>
      toSimpleAccount({ client, owner, entryPoint: chain.entryPoint, factory: chain.simpleAccountFactory });
    const owner = await freshOwner(chain, async (key) => (await accountOf(key)).address);
    const account = await accountOf(owner);
    expect(account.address).not.toBe(owner.address);
    expect(await client.getCode({ address: account.address })).toBeUndefined();
    const receipt = await sendsTwoTransfersInOneTransaction(chain, account);
    expect(await account.isDeployed()).toBe(true);
    // Deployed in that same transaction, by the factory, for the owner's key.
    const deployed = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'AccountDeployed',
      logs: receipt.logs,
    });
    expect(deployed.map(({ args }) => [args.sender, args.factory])).toEqual([
      [account.address, chain.simpleAccountFactory],
    ]);
  });

  it('refuses a paymaster signature by any key but the devnet signer (AA34), and sends nothing', async () => {
    const chain = chainOf(devnet, true);
    const client = clientOf(chain);
    const owner = await freshOwner(chain, async (key) => key.address);
    const account = await toSimple7702SmartAccount({ client, owner });
    const authorization = await owner.signAuthorization({
      chainId: chain.chainId,
      contractAddress: chain.simple7702Account,
      nonce: 0,
    });
    const forger = bundlerOf(chain, privateKeyToAccount(generatePrivateKey()));
    await expect(
      forger.sendUserOperation({ account, calls: twoTransfers(chain), authorization }),
    ).rejects.toThrow(/AA34/);
    expect(await pUSDOf(chain, owner.address)).toBe(10_000_000n);
    expect(await client.getCode({ address: owner.address })).toBeUndefined();
  });

  it('refuses a UserOperation sent again once it has landed (its nonce is used)', async () => {
    const chain = chainOf(devnet, false);
    const client = clientOf(chain);
    const accountOf = (owner: PrivateKeyAccount) =>
      toSimpleAccount({ client, owner, entryPoint: chain.entryPoint, factory: chain.simpleAccountFactory });
    const owner = await freshOwner(chain, async (key) => (await accountOf(key)).address);
    const account = await accountOf(owner);
    const bundler = bundlerOf(chain);
    const prepared = await bundler.prepareUserOperation({ account, calls: twoTransfers(chain) });
    const signed = { ...prepared, signature: await account.signUserOperation(prepared) };
    const hash = await bundler.sendUserOperation({ ...signed, entryPointAddress: chain.entryPoint });
    await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 });
    await expect(
      bundler.sendUserOperation({ ...signed, entryPointAddress: chain.entryPoint }),
    ).rejects.toThrow(/AA25|nonce|already/i);
    expect(await pUSDOf(chain, account.address)).toBe(7_000_000n);
  });
});
