import { type CaipNetworkId, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import type { Hex } from 'viem';
import type { RpcProxy } from '../rpc/rpcProxy.js';
import type { WalletAccess } from '../wallet/walletAccess.js';
import type { AccountPreference } from './accountPreference.js';
import type { SmartAccountClient } from './smartAccountClient.js';
import type { SmartAccountNetwork, SmartAccountNetworks } from './smartAccountNetworks.js';
import { insufficientFunds, isNotSponsored, userOperationError } from './userOperationErrors.js';

/** eth_getUserOperationReceipt's answer, as JSON-RPC gives it. */
export interface RawUserOperationReceipt {
  success: boolean;
  receipt: {
    status: Hex;
    logs: unknown[];
    blockHash: Hex;
    blockNumber: Hex;
    gasUsed: Hex;
    transactionHash: Hex;
  };
}

/** One call of a batch, as the smart account executes it. */
export interface SmartAccountCall {
  to: Hex;
  value?: bigint;
  data?: Hex;
}

/**
 * The embedded wallet's smart accounts: which account is in use on a network, and UserOperations sent from it
 * through the cloud's bundler, sponsored by the project's paymaster where its policy allows (else paid by the
 * account itself). The key signs only inside `WalletAccess.withKeys`, after the visitor approved the request.
 */
export class SmartAccounts {
  private readonly clients = new Map<CaipNetworkId, Promise<SmartAccountClient>>();

  constructor(
    private readonly wallet: WalletAccess,
    private readonly proxy: RpcProxy,
    readonly networks: SmartAccountNetworks,
    readonly preference: AccountPreference,
  ) {}

  /** The network's smart-account settings when the visitor uses a smart account there, else undefined (EOA). */
  async inUse(caipNetworkId: CaipNetworkId): Promise<SmartAccountNetwork | undefined> {
    const network = await this.networks.find(caipNetworkId);
    if (!network) return undefined;
    return (await this.preference.preferred()) === 'smartAccount' ? network : undefined;
  }

  /** Whether the smart account exists on chain: for EIP-7702, whether the EOA already delegates (has code). */
  async deployed(network: SmartAccountNetwork): Promise<boolean> {
    const { eip155 } = await this.wallet.addresses();
    const code = await this.proxy.call<Hex | null>(network.caipNetworkId, 'eth_getCode', [eip155, 'latest']);
    return typeof code === 'string' && code !== '0x';
  }

  /** Sends the calls as one UserOperation (atomic): its hash. */
  async send(network: SmartAccountNetwork, calls: readonly SmartAccountCall[]): Promise<Hex> {
    const client = await this.client(network);
    const { bundler, account } = client;
    try {
      const authorization = await client.authorization();
      const send = (sponsored: boolean) =>
        bundler.sendUserOperation({
          account,
          calls,
          ...(authorization ? { authorization } : {}),
          ...(sponsored ? { paymaster: true } : {}),
        });
      if (!network.sponsored) return await this.paidByAccount(network, send);
      try {
        return await send(true);
      } catch (error) {
        // Over the project's sponsorship cap (or outside its policy): the account pays its own gas.
        if (!isNotSponsored(error)) throw error;
        return await this.paidByAccount(network, send);
      }
    } catch (error) {
      throw userOperationError(error);
    }
  }

  /**
   * The operation without a paymaster. An account with no ETH fails the bundler's simulation with no reason given:
   * that failure is reported as the missing funds it is.
   */
  private async paidByAccount(network: SmartAccountNetwork, send: (sponsored: boolean) => Promise<Hex>) {
    try {
      return await send(false);
    } catch (error) {
      const { eip155 } = await this.wallet.addresses();
      const balance = await this.proxy.call<Hex>(network.caipNetworkId, 'eth_getBalance', [eip155, 'latest']);
      if (BigInt(balance) === 0n) throw insufficientFunds(error);
      throw error;
    }
  }

  /** The UserOperation's receipt, or null while it is not included. */
  async receipt(network: SmartAccountNetwork, hash: Hex): Promise<RawUserOperationReceipt | null> {
    return this.proxy.call<RawUserOperationReceipt | null>(
      network.caipNetworkId,
      'eth_getUserOperationReceipt',
      [hash],
    );
  }

  /** Waits for the UserOperation and answers the hash of the transaction that included it. */
  async transactionHash(network: SmartAccountNetwork, hash: Hex): Promise<Hex> {
    const { bundler } = await this.client(network);
    const receipt = await bundler.waitForUserOperationReceipt({
      hash,
      pollingInterval: 250,
      timeout: 60_000,
    });
    if (!receipt.success) {
      throw new ProviderRpcError(rpcErrorCodes.transactionRejected, 'The transaction reverted');
    }
    return receipt.receipt.transactionHash;
  }

  private client(network: SmartAccountNetwork): Promise<SmartAccountClient> {
    let client = this.clients.get(network.caipNetworkId);
    if (!client) {
      // viem's account abstraction loads with the first smart-account request, not with the frame.
      client = import('./smartAccountClient.js').then(({ smartAccountClient }) =>
        smartAccountClient(this.wallet, this.proxy, network),
      );
      this.clients.set(network.caipNetworkId, client);
      client.catch(() => this.clients.delete(network.caipNetworkId));
    }
    return client;
  }
}
