import type { Network } from '@portico/core';
import { getBase58Decoder, getBase64Decoder } from '@solana/codecs-strings';
import type { Signature } from '@solana/keys';
import type { Rpc, SolanaRpcApi } from '@solana/rpc';
import {
  createSolanaRpcSubscriptions,
  type RpcSubscriptions,
  type SolanaRpcSubscriptionsApi,
} from '@solana/rpc-subscriptions';
import { createRecentSignatureConfirmationPromiseFactory } from '@solana/transaction-confirmation';
import { type Base64EncodedWireTransaction, getTransactionEncoder } from '@solana/transactions';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import { webSocketUrlOf } from './solanaRpc.js';
import type { SolanaTransaction, SolanaTransactionCall } from './solanaTransaction.js';
import { walletChainOf } from './walletChains.js';
import { accountOf, featureOf } from './walletFeatures.js';

export interface TransactionSenderOptions {
  rpcOf(network: Network): Rpc<SolanaRpcApi>;
  commitment: 'confirmed' | 'finalized';
  confirmationTimeoutMs: number;
}

export interface TransactionSender {
  signTransaction(call: SolanaTransactionCall): Promise<Uint8Array>;
  sendTransaction(call: SolanaTransactionCall): Promise<string>;
}

/** The wire bytes a wallet signs: a kit `Transaction` is encoded, bytes are taken as they are. */
function wireBytes(transaction: SolanaTransaction): Uint8Array {
  return transaction instanceof Uint8Array
    ? transaction
    : new Uint8Array(getTransactionEncoder().encode(transaction));
}

/** How the wallet names `network` (its cluster name or the CAIP-2 id), asked of the account first. */
function chainOf(wallet: Wallet, account: WalletAccount, network: Network): IdentifierString {
  return (walletChainOf([...account.chains, ...wallet.chains], network) ??
    network.caipNetworkId) as IdentifierString;
}

/**
 * Signing and sending, loaded on the first transaction: kit's transaction codec, the subscription client
 * and the confirmation strategy stay out of a dApp's initial JavaScript.
 */
export function createTransactionSender(options: TransactionSenderOptions): TransactionSender {
  const subscriptions = new Map<string, RpcSubscriptions<SolanaRpcSubscriptionsApi>>();

  const subscriptionsOf = (network: Network) => {
    const url = webSocketUrlOf(network);
    let client = subscriptions.get(url);
    if (client === undefined) {
      client = createSolanaRpcSubscriptions(url);
      subscriptions.set(url, client);
    }
    return client;
  };

  /** Resolves once the network confirms `signature`; rejects when the transaction failed or the wait timed out. */
  const confirm = async (network: Network, signature: string) => {
    const confirmation = createRecentSignatureConfirmationPromiseFactory({
      rpc: options.rpcOf(network),
      rpcSubscriptions: subscriptionsOf(network),
    } as Parameters<typeof createRecentSignatureConfirmationPromiseFactory>[0]);
    await confirmation({
      abortSignal: AbortSignal.timeout(options.confirmationTimeoutMs),
      commitment: options.commitment,
      signature: signature as Signature,
    });
  };

  const signTransaction = async ({ provider, address, network, transaction }: SolanaTransactionCall) => {
    const feature = featureOf<SolanaSignTransactionFeature['solana:signTransaction']>(
      provider,
      'solana:signTransaction',
    );
    const account = accountOf(provider, address);
    const [output] = await feature.signTransaction({
      account,
      chain: chainOf(provider, account, network),
      transaction: wireBytes(transaction),
    });
    if (output === undefined) throw new Error('The wallet returned no signed transaction');
    return output.signedTransaction;
  };

  return {
    signTransaction,

    async sendTransaction(call) {
      const { provider, address, network, transaction } = call;
      const signAndSend = (provider.features as Partial<SolanaSignAndSendTransactionFeature>)[
        'solana:signAndSendTransaction'
      ];
      let signature: string;
      if (signAndSend) {
        const account = accountOf(provider, address);
        const [output] = await signAndSend.signAndSendTransaction({
          account,
          chain: chainOf(provider, account, network),
          transaction: wireBytes(transaction),
          options: { commitment: options.commitment },
        });
        if (output === undefined) throw new Error('The wallet returned no signature');
        signature = getBase58Decoder().decode(output.signature);
      } else {
        const signed = await signTransaction(call);
        const encoded = getBase64Decoder().decode(signed) as Base64EncodedWireTransaction;
        signature = await options
          .rpcOf(network)
          .sendTransaction(encoded, { encoding: 'base64', preflightCommitment: options.commitment })
          .send();
      }
      await confirm(network, signature);
      return signature;
    },
  };
}
