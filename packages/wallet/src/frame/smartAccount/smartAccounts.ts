import { type CaipNetworkId, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import type { Hex, TypedDataDefinition } from 'viem';
import type { RpcProxy } from '../rpc/rpcProxy.js';
import type { WalletAccess } from '../wallet/walletAccess.js';
import type { AccountPreference } from './accountPreference.js';
import { porticoAccountAddress } from './porticoAccountAddress.js';
import { PromiseCache } from './promiseCache.js';
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
  private readonly clients = new PromiseCache<SmartAccountClient>();
  private readonly addresses = new PromiseCache<Hex>();

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

  /**
   * The smart account's address on the network: the EOA's own for EIP-7702; for ERC-4337 its PorticoAccount's (the
   * factory's counterfactual address, read once per EOA and network).
   */
  async address(network: SmartAccountNetwork): Promise<Hex> {
    const eoa = (await this.wallet.addresses()).eip155 as Hex;
    if (network.kind === 'eip7702') return eoa;
    return this.addresses.get(`${network.caipNetworkId}/${eoa}`, () =>
      porticoAccountAddress(this.proxy, network.caipNetworkId, network.factory, eoa),
    );
  }

  /** The address the wallet answers with on a network: the smart account's where it is in use, else the EOA's. */
  async activeAddress(caipNetworkId: CaipNetworkId): Promise<Hex> {
    const network = await this.inUse(caipNetworkId);
    return network ? this.address(network) : ((await this.wallet.addresses()).eip155 as Hex);
  }

  /**
   * Whether the smart account exists on chain (has code): for EIP-7702, whether the EOA already delegates; for
   * ERC-4337, whether its first UserOperation deployed it.
   */
  async deployed(network: SmartAccountNetwork): Promise<boolean> {
    const address = await this.address(network);
    const code = await this.proxy.call<Hex | null>(network.caipNetworkId, 'eth_getCode', [address, 'latest']);
    return typeof code === 'string' && code !== '0x';
  }

  /** A message signed by the smart account (ERC-1271; ERC-6492 while an ERC-4337 account is not deployed). */
  async signMessage(network: SmartAccountNetwork, message: string | { raw: Hex }): Promise<Hex> {
    const { account } = await this.client(network);
    return account.signMessage({ message });
  }

  /** Typed data signed by the smart account, as `signMessage`. */
  async signTypedData(network: SmartAccountNetwork, typedData: TypedDataDefinition): Promise<Hex> {
    const { account } = await this.client(network);
    return account.signTypedData(typedData);
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
      const address = await this.address(network);
      const balance = await this.proxy.call<Hex>(network.caipNetworkId, 'eth_getBalance', [
        address,
        'latest',
      ]);
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

  private async client(network: SmartAccountNetwork): Promise<SmartAccountClient> {
    const address = await this.address(network);
    // Per owner too: another visitor signing in to this frame gets their own account.
    const key = `${network.caipNetworkId}/${(await this.wallet.addresses()).eip155}`;
    // viem's account abstraction loads with the first smart-account request, not with the frame.
    return this.clients.get(key, () =>
      import('./smartAccountClient.js').then(({ smartAccountClient }) =>
        smartAccountClient(this.wallet, this.proxy, network, address),
      ),
    );
  }
}
