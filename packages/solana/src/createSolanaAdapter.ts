import type { Network } from '@portico/core';
import type { ChainAdapter } from '@portico/core/adapters';
import { getBase58Decoder } from '@solana/codecs-strings';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { ChainReads } from './chainReads.js';
import { toSolanaCaipAddress } from './solanaAddress.js';
import type { SolanaTransactionCall } from './solanaTransaction.js';
import type { TokenBalance } from './tokenBalances.js';
import { formatUnits } from './units.js';
import { accountOf, featureOf, type SolanaProvider } from './walletFeatures.js';
import type { TransactionSender } from './walletTransactions.js';

export interface SolanaAdapterOptions {
  /** The commitment a sent transaction is confirmed at; default 'confirmed'. */
  commitment?: 'confirmed' | 'finalized';
  /** How long `sendTransaction` waits for the confirmation; default 90 s (a blockhash lives about 60 s). */
  confirmationTimeoutMs?: number;
}

export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana';
  /** The account's SPL token balances per mint (SPL Token and Token-2022 accounts). */
  getTokenBalances(params: { address: string; network: Network }): Promise<TokenBalance[]>;
  /** The balances of the listed SPL mints (the `tokens` option), read without Portico Cloud. */
  getTokenAmounts: NonNullable<ChainAdapter['getTokenAmounts']>;
  /**
   * The Sign In With Solana text of the fields (`Chain ID` is the CAIP-2 reference of `data.chainId`), as
   * `@solana/wallet-standard-util` writes it.
   */
  formatSignInMessage: NonNullable<ChainAdapter['formatSignInMessage']>;
  /**
   * The wallet's own sign-in (`solana:signIn`) of the fields: the UTF-8 text it signed and the base58 signature,
   * checked to be the connected account's sign-in of exactly these fields; undefined for a wallet without it.
   */
  signIn: NonNullable<ChainAdapter['signIn']>;
  /** The wallet signs the transaction (`solana:signTransaction`) without sending it: the signed wire bytes. */
  signTransaction(params: SolanaTransactionCall): Promise<Uint8Array>;
  /**
   * Signs and sends the transaction — through the wallet's `solana:signAndSendTransaction`, else signed by the
   * wallet and sent over the network's RPC — and resolves with its base58 signature once the network confirms it.
   */
  sendTransaction(params: SolanaTransactionCall): Promise<string>;
}

/**
 * The solana ChainAdapter: balances over the network's RPC (@solana/kit), signing and sending on the Wallet
 * Standard wallet a connection hands it. A Solana wallet does not switch cluster for a dApp: no `switchNetwork`.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  // kit's RPC, codecs and subscriptions load on the first read or transaction, not with the page.
  let reader: Promise<ChainReads> | undefined;
  let sender: Promise<TransactionSender> | undefined;

  const reads = () => {
    reader ??= import('./chainReads.js').then(({ createChainReads }) => createChainReads());
    return reader;
  };

  // Sign In With Solana (the message's writer, the wallet's own sign-in) loads on the first sign-in, not with the page.
  const signIns = () => import('./signIn.js');

  const transactions = () => {
    sender ??= Promise.all([reads(), import('./walletTransactions.js')]).then(
      ([{ rpcOf }, { createTransactionSender }]) =>
        createTransactionSender({
          rpcOf,
          commitment: options.commitment ?? 'confirmed',
          confirmationTimeoutMs: options.confirmationTimeoutMs ?? 90_000,
        }),
    );
    return sender;
  };

  return {
    namespace: 'solana',

    toCaipAddress: toSolanaCaipAddress,

    async getBalance({ address, network }) {
      const lamports = await (await reads()).getLamports(address, network);
      return {
        balance: formatUnits(lamports, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },

    getTokenBalances: async ({ address, network }) => (await reads()).getTokenBalances(address, network),

    async getTokenAmounts({ address, network, tokens }) {
      // The owner's token accounts of both token programs (two requests however many mints are listed), then each
      // listed mint's total, in the mint's own decimals as the chain holds them.
      const held = await (await reads()).getTokenBalances(address, network);
      const byMint = new Map(held.map((token) => [token.mint, token.balance]));
      return tokens.map((token) => byMint.get(token.address) ?? '0');
    },

    async signMessage({ provider, address, message }) {
      const wallet = provider as SolanaProvider;
      const feature = featureOf<SolanaSignMessageFeature['solana:signMessage']>(wallet, 'solana:signMessage');
      const [output] = await feature.signMessage({
        account: accountOf(wallet, address),
        message: new TextEncoder().encode(message),
      });
      if (output === undefined) throw new Error('The wallet returned no signature');
      return getBase58Decoder().decode(output.signature);
    },

    formatSignInMessage: async (data) => (await signIns()).formatSolanaSignInMessage(data),

    async signIn(call) {
      const signed = await (await signIns()).signInWithWallet(call);
      return signed && { message: signed.message, signature: getBase58Decoder().decode(signed.signature) };
    },

    signTransaction: async (call) => (await transactions()).signTransaction(call),

    sendTransaction: async (call) => (await transactions()).sendTransaction(call),

    async estimateTransfer({ address, network, transfer }) {
      const [{ rpcOf }, { planTransfer }] = await Promise.all([reads(), import('./transfer.js')]);
      return (await planTransfer(rpcOf(network), address, transfer)).fee;
    },

    async sendTransfer(call) {
      const [{ rpcOf }, { planTransfer }] = await Promise.all([reads(), import('./transfer.js')]);
      const { transaction } = await planTransfer(rpcOf(call.network), call.address, call.transfer);
      return (await transactions()).sendTransaction({
        ...call,
        provider: call.provider as never,
        transaction,
      });
    },
  };
}
