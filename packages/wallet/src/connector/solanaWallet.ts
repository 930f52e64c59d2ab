import { type CaipNetworkId, PorticoError } from '@portico/core';
import { base58, base64 } from '@scure/base';

/** A Wallet Standard account (`@wallet-standard/base`), as the Solana chain adapter reads it. */
export interface SolanaWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly `${string}:${string}`[];
  readonly features: readonly `${string}:${string}`[];
}

interface AccountInput {
  account: SolanaWalletAccount;
  chain?: `${string}:${string}`;
}

/**
 * The Wallet Standard wallet the Solana chain adapter works on (`SolanaProvider` of @portico/solana), with
 * the three signing features of `@solana/wallet-standard-features`.
 */
export interface EmbeddedSolanaWallet {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: `data:image/${string}`;
  readonly chains: readonly `${string}:${string}`[];
  readonly accounts: readonly SolanaWalletAccount[];
  readonly features: {
    'solana:signMessage': {
      version: '1.0.0';
      signMessage(
        ...inputs: (AccountInput & { message: Uint8Array })[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[]>;
    };
    'solana:signTransaction': {
      version: '1.0.0';
      supportedTransactionVersions: readonly ('legacy' | 0)[];
      signTransaction(
        ...inputs: (AccountInput & { transaction: Uint8Array })[]
      ): Promise<{ signedTransaction: Uint8Array }[]>;
    };
    'solana:signAndSendTransaction': {
      version: '1.0.0';
      supportedTransactionVersions: readonly ('legacy' | 0)[];
      signAndSendTransaction(
        ...inputs: (AccountInput & { transaction: Uint8Array; options?: unknown })[]
      ): Promise<{ signature: Uint8Array }[]>;
    };
  };
}

const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzMzOTZGRiIvPjwvc3ZnPg==';

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet. Each feature is one RPC request `call`ed
 * (core's gate, then the frame) with the wire shapes of WalletConnect's Solana methods: a message in base58,
 * a transaction in base64, signatures in base58; the frame answers a signed transaction whole.
 */
export function createSolanaWallet(wallet: {
  address: string;
  chains: readonly CaipNetworkId[];
  /** The network a request that names none is asked on: the one the connection is on now. */
  chain(): CaipNetworkId | undefined;
  call(request: { method: string; params: unknown; caipNetworkId: CaipNetworkId }): Promise<unknown>;
}): EmbeddedSolanaWallet {
  const chains = wallet.chains as readonly `${string}:${string}`[];
  const account: SolanaWalletAccount = {
    address: wallet.address,
    publicKey: base58.decode(wallet.address),
    chains,
    features,
  };
  const chainOf = (chain: string | undefined) => {
    const named = chain ?? wallet.chain();
    if (named === undefined) throw new PorticoError('CHAIN_NOT_CONFIGURED');
    return named as CaipNetworkId;
  };
  const ask = async <T>(method: string, params: unknown, chain: string | undefined) =>
    (await wallet.call({ method, params, caipNetworkId: chainOf(chain) })) as T;

  return {
    version: '1.0.0',
    name: 'Portico Email Wallet',
    icon,
    chains,
    accounts: [account],
    features: {
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs) =>
          Promise.all(
            inputs.map(async (input) => {
              const { signature } = await ask<{ signature: string }>(
                'solana_signMessage',
                { message: base58.encode(input.message), pubkey: input.account.address },
                input.chain,
              );
              return {
                signedMessage: input.message,
                signature: base58.decode(signature),
                signatureType: 'ed25519' as const,
              };
            }),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) =>
          Promise.all(
            inputs.map(async (input) => {
              const { transaction } = await ask<{ transaction: string }>(
                'solana_signTransaction',
                { transaction: base64.encode(input.transaction), pubkey: input.account.address },
                input.chain,
              );
              return { signedTransaction: base64.decode(transaction) };
            }),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) =>
          Promise.all(
            inputs.map(async (input) => {
              const { signature } = await ask<{ signature: string }>(
                'solana_signAndSendTransaction',
                {
                  transaction: base64.encode(input.transaction),
                  pubkey: input.account.address,
                  options: input.options,
                },
                input.chain,
              );
              return { signature: base58.decode(signature) };
            }),
          ),
      },
    },
  };
}
