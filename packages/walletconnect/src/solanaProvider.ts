import type { CaipNetworkId } from '@portico/core';
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
} from '@solana/codecs-strings';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { SessionRequest } from './eip155Provider.js';
import { withSignature } from './solanaWire.js';
import { toWalletConnectError } from './walletConnectError.js';

const walletConnectIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzMzOTZGRiIvPjwvc3ZnPg==';
const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;

/** The session's Solana accounts and chains the provider offers. */
export interface SolanaSessionAccounts {
  /** Base58 addresses. */
  addresses: readonly string[];
  chains: readonly CaipNetworkId[];
}

/**
 * The provider the Solana chain adapter works on (`SolanaProvider` of @portico/solana: a Wallet Standard
 * wallet): its signing features are the session's `solana_signMessage`, `solana_signTransaction` and
 * `solana_signAndSendTransaction` requests, asked on the chain the adapter names.
 */
export function createSolanaProvider(session: SolanaSessionAccounts, request: SessionRequest): Wallet {
  const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() };
  const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() };
  const chains = session.chains as unknown as readonly IdentifierString[];
  const accounts: WalletAccount[] = session.addresses.map((address) => ({
    address,
    publicKey: new Uint8Array(base58.encode.encode(address)),
    chains,
    features,
  }));
  const chainOf = (chain: IdentifierString | undefined): string => {
    const first = chains[0];
    if (chain !== undefined) return chain;
    if (first === undefined) throw new Error('The session has no Solana chain');
    return first;
  };
  const ask = <T>(method: string, params: unknown, chain: IdentifierString | undefined) =>
    request<T>({ method, params }, chainOf(chain)).catch((error: unknown) => {
      throw toWalletConnectError(error);
    });

  const signMessage = (input: SolanaSignMessageInput) =>
    ask<{ signature: string }>(
      'solana_signMessage',
      { message: base58.decode.decode(input.message), pubkey: input.account.address },
      undefined,
    ).then(({ signature }) => ({
      signedMessage: input.message,
      signature: new Uint8Array(base58.encode.encode(signature)),
      signatureType: 'ed25519' as const,
    }));

  const signTransaction = (input: SolanaSignTransactionInput) =>
    ask<{ signature: string; transaction?: string }>(
      'solana_signTransaction',
      { transaction: base64.decode.decode(input.transaction), pubkey: input.account.address },
      input.chain,
    ).then(({ signature, transaction }) => ({
      signedTransaction:
        transaction === undefined
          ? withSignature(
              input.transaction,
              new Uint8Array(input.account.publicKey),
              new Uint8Array(base58.encode.encode(signature)),
            )
          : new Uint8Array(base64.encode.encode(transaction)),
    }));

  const signAndSendTransaction = (input: SolanaSignAndSendTransactionInput) =>
    ask<{ signature: string }>(
      'solana_signAndSendTransaction',
      {
        transaction: base64.decode.decode(input.transaction),
        pubkey: input.account.address,
        sendOptions: input.options,
      },
      input.chain,
    ).then(({ signature }) => ({ signature: new Uint8Array(base58.encode.encode(signature)) }));

  const signMessageFeature: SolanaSignMessageFeature = {
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: (...inputs) => Promise.all(inputs.map(signMessage)),
    },
  };
  const signTransactionFeature: SolanaSignTransactionFeature = {
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs) => Promise.all(inputs.map(signTransaction)),
    },
  };
  const signAndSendFeature: SolanaSignAndSendTransactionFeature = {
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs) => Promise.all(inputs.map(signAndSendTransaction)),
    },
  };

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: walletConnectIcon,
    chains,
    accounts,
    features: { ...signMessageFeature, ...signTransactionFeature, ...signAndSendFeature },
  };
}
