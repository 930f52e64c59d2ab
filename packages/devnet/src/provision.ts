import type { Network, StackToken } from '@portico/core';
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { KeyPair } from './accounts.js';
import { loadArtifact } from './artifacts.js';
import { type AccountBalances, devnetTokens } from './config.js';

export interface ProvisionInput {
  /** The chain's Network, its RPC URL pointing at the running anvil. */
  network: Network;
  deployer: KeyPair;
  /** Test accounts with their configured balances on this chain. */
  accounts: { address: Address; balances: AccountBalances }[];
}

/**
 * Brings a fresh anvil chain to the devnet's state: deploys the tokens from the deployer, then sets
 * every test account's native and token balances exactly.
 */
export async function provisionChain(input: ProvisionInput): Promise<StackToken[]> {
  const { id, name, nativeCurrency, rpcUrls } = input.network;
  const chain = defineChain({
    id: Number(id),
    name,
    nativeCurrency,
    rpcUrls: { default: { http: rpcUrls.default.http } },
  });
  const transport = http(rpcUrls.default.http[0]);
  const pollingInterval = 10;
  const reader = createPublicClient({ chain, transport, pollingInterval });
  const tester = createTestClient({ mode: 'anvil', chain, transport, pollingInterval });
  const wallet = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(input.deployer.privateKey),
  });

  const confirm = async (hash: Hash) => {
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Devnet set-up transaction ${hash} reverted`);
    return receipt;
  };

  // Deploy first, so the token addresses depend only on the deployer's first nonces.
  const deployed: { token: StackToken; abi: Abi; symbol: keyof AccountBalances }[] = [];
  for (const { contractName, name, symbol, decimals } of devnetTokens) {
    const { abi, bytecode } = loadArtifact(contractName);
    const { contractAddress } = await confirm(
      await wallet.deployContract({ abi, bytecode, args: [name, symbol, decimals] }),
    );
    if (!contractAddress) throw new Error(`Deploying ${symbol} on chain ${id} created no contract`);
    deployed.push({ token: { address: getAddress(contractAddress), name, symbol, decimals }, abi, symbol });
  }
  for (const { token, abi, symbol } of deployed) {
    for (const account of input.accounts) {
      const amount = parseUnits(account.balances[symbol], token.decimals);
      await confirm(
        await wallet.writeContract({
          address: token.address,
          abi,
          functionName: 'mint',
          args: [account.address, amount],
        }),
      );
    }
  }
  for (const account of input.accounts) {
    await tester.setBalance({ address: account.address, value: parseEther(account.balances.ETH) });
  }
  return deployed.map(({ token }) => token);
}
