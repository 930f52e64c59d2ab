import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  type LocalAccount,
  parseAbi,
  parseEventLogs,
} from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { devnetKeyPair } from '../../accounts.js';
import { deployerIndex } from '../../config.js';
import type { Devnet } from '../../devnet.js';
import type { DevnetChain } from '../../devnetChain.js';
import { devnetPaymasterSigner } from '../keys.js';
import { verifyingPaymaster } from '../sponsor.js';

/** The devnet's deployer: it owns the tokens (mints) and the paymaster. */
export const deployer = privateKeyToAccount(devnetKeyPair(deployerIndex).privateKey);
const paymasterSigner = privateKeyToAccount(devnetPaymasterSigner.privateKey);

export function chainOf(devnet: Devnet, eip7702: boolean): DevnetChain {
  const chain = devnet.chains.find((c) => c.eip7702 === eip7702);
  if (!chain) throw new Error(`No devnet chain with eip7702 ${eip7702}`);
  return chain;
}

export function clientOf(chain: DevnetChain) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.network.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  return createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 });
}

export function deployerWallet(chain: DevnetChain) {
  return createWalletClient({
    chain: clientOf(chain).chain,
    transport: http(chain.rpcUrl),
    account: deployer,
  });
}

export function pUSD(chain: DevnetChain): Address {
  const token = chain.tokens.find((t) => t.symbol === 'pUSD');
  if (!token) throw new Error('No pUSD');
  return token.address;
}

const mintAbi = parseAbi(['function mint(address to, uint256 amount)']);

/** A fresh key without ETH; `holder` (the key's EOA or smart account) gets 10 pUSD, minted by the deployer. */
export async function freshOwner(
  chain: DevnetChain,
  holder: (owner: PrivateKeyAccount) => Promise<Address>,
): Promise<PrivateKeyAccount> {
  const owner = privateKeyToAccount(generatePrivateKey());
  const hash = await deployerWallet(chain).writeContract({
    address: pUSD(chain),
    abi: mintAbi,
    functionName: 'mint',
    args: [await holder(owner), 10_000_000n],
  });
  await clientOf(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return owner;
}

export const recipients: readonly [Address, Address] = [
  '0x000000000000000000000000000000000000dEaD',
  '0x000000000000000000000000000000000000bEEF',
];

/** 1 pUSD to the first recipient, 2 pUSD to the second. */
export const twoTransfers = (chain: DevnetChain) =>
  recipients.map((to, i) => ({
    to: pUSD(chain),
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, BigInt(i + 1) * 1_000_000n],
    }),
  }));

/** viem's bundler client on the chain's bundler, sponsored by the chain's paymaster with `signer`'s signatures. */
export function bundlerOf(chain: DevnetChain, signer: LocalAccount = paymasterSigner) {
  if (!chain.bundlerUrl) throw new Error(`No bundler on chain ${chain.chainId}`);
  return createBundlerClient({
    client: clientOf(chain),
    transport: http(chain.bundlerUrl),
    paymaster: verifyingPaymaster(chain.paymaster, signer),
    pollingInterval: 50,
  });
}

/** The pUSD transfers a transaction made, from its receipt's logs. */
export async function pUSDTransfersIn(chain: DevnetChain, transactionHash: Hash) {
  const receipt = await clientOf(chain).getTransactionReceipt({ hash: transactionHash });
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === pUSD(chain).toLowerCase())
    .map(({ args }) => ({ from: args.from, to: args.to, value: args.value }));
}
