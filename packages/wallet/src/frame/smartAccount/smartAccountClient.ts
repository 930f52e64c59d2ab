import type { CaipNetworkId } from '@portico/core';
import { createPublicClient, custom, defineChain, type Hex, type SignedAuthorization } from 'viem';
import {
  type BundlerClient,
  createBundlerClient,
  type SmartAccount,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction';
import { prepareAuthorization } from 'viem/actions';
import type { RpcProxy } from '../rpc/rpcProxy.js';
import type { WalletAccess } from '../wallet/walletAccess.js';
import { keyOwner } from './keyOwner.js';
import { toPorticoAccount } from './porticoAccount.js';
import type { SmartAccountNetwork } from './smartAccountNetworks.js';

export interface SmartAccountClient {
  account: SmartAccount;
  bundler: BundlerClient;
  /**
   * The EOA's EIP-7702 authorization to delegate to Simple7702Account, signed now, while it does not delegate yet
   * (its first UserOperation carries it); undefined once it does, and for an ERC-4337 account.
   */
  authorization(): Promise<SignedAuthorization | undefined>;
}

/** A viem chain for a CAIP-2 eip155 network: only its id matters, every call goes through the cloud's proxy. */
function chainOf(caipNetworkId: CaipNetworkId) {
  const id = Number(caipNetworkId.split(':')[1]);
  return defineChain({
    id,
    name: caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
}

/**
 * The embedded EOA's smart account on a network (EIP-7702: the EOA delegating to Simple7702Account; ERC-4337: its
 * PorticoAccount at `address`) and a bundler client for it. Reads, the ERC-4337 methods and the paymaster's ERC-7677
 * methods all go to the cloud's RPC proxy for that network (it forwards them to the chain, its bundler and its
 * paymaster service).
 */
export async function smartAccountClient(
  wallet: WalletAccess,
  proxy: RpcProxy,
  network: SmartAccountNetwork,
  address: Hex,
): Promise<SmartAccountClient> {
  const transport = custom({
    request: ({ method, params }) => proxy.call(network.caipNetworkId, method, params),
  });
  const chain = chainOf(network.caipNetworkId);
  const client = createPublicClient({ chain, transport });
  const owner = keyOwner(wallet, (await wallet.addresses()).eip155 as Hex);
  const account =
    network.kind === 'eip7702'
      ? await toSimple7702SmartAccount({ client, owner })
      : await toPorticoAccount({ client, owner, factory: network.factory, address });
  const bundler = createBundlerClient({ account, client, chain, transport });
  return {
    account,
    bundler,
    async authorization() {
      if (!account.authorization || (await account.isDeployed())) return undefined;
      const prepared = await prepareAuthorization(client, account.authorization);
      return owner.signAuthorization(prepared);
    },
  };
}
