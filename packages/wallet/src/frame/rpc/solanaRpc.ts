import { ed25519 } from '@noble/curves/ed25519.js';
import type { CaipNetworkId } from '@portico/core';
import { base58, base64 } from '@scure/base';
import type { WalletAccess } from '../wallet/walletAccess.js';
import { invalidParams, notAllowed } from './rpcError.js';
import type { RpcProxy } from './rpcProxy.js';
import { parseSolanaTransaction, withSignature } from './solanaWire.js';

const field = (params: unknown, name: string): string => {
  const value = (params as Record<string, unknown> | null | undefined)?.[name];
  if (typeof value !== 'string') throw invalidParams(`Missing ${name}`);
  return value;
};

/** Signs each transaction (base64 wire format) with the wallet's ed25519 key, combined once for all of them. */
function signTransactions(wallet: WalletAccess, transactions: readonly string[]): Promise<string[]> {
  const parsed = transactions.map((transaction) => parseSolanaTransaction(base64.decode(transaction)));
  return wallet.withKeys((keys) => {
    const publicKey = ed25519.getPublicKey(keys.solanaPrivateKey);
    return parsed.map((transaction) =>
      base64.encode(
        withSignature(transaction, publicKey, ed25519.sign(transaction.message, keys.solanaPrivateKey)),
      ),
    );
  });
}

/** The solana methods of the embedded wallet. */
export async function solanaRequest(
  wallet: WalletAccess,
  proxy: RpcProxy,
  caipNetworkId: CaipNetworkId,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      const message = base58.decode(field(params, 'message'));
      const pubkey = (params as { pubkey?: unknown }).pubkey;
      if (pubkey !== undefined && pubkey !== (await wallet.addresses()).solana) {
        throw invalidParams(`Not this wallet's address: ${String(pubkey)}`);
      }
      const signature = await wallet.withKeys((keys) => ed25519.sign(message, keys.solanaPrivateKey));
      return { signature: base58.encode(signature) };
    }
    case 'solana_signTransaction': {
      const [transaction] = await signTransactions(wallet, [field(params, 'transaction')]);
      return { transaction };
    }
    case 'solana_signAllTransactions': {
      const transactions = (params as { transactions?: unknown } | undefined)?.transactions;
      if (!Array.isArray(transactions) || !transactions.every((t) => typeof t === 'string')) {
        throw invalidParams('Missing transactions');
      }
      return { transactions: await signTransactions(wallet, transactions) };
    }
    case 'solana_signAndSendTransaction': {
      const [transaction] = await signTransactions(wallet, [field(params, 'transaction')]);
      const options = (params as { options?: Record<string, unknown> }).options ?? {};
      const signature = await proxy.call<string>(caipNetworkId, 'sendTransaction', [
        transaction,
        { ...options, encoding: 'base64' },
      ]);
      return { signature };
    }
    default:
      throw notAllowed();
  }
}
