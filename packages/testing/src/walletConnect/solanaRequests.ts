import { ProviderRpcError } from '@portico/core';
import { getBase58Decoder, getBase58Encoder, getBase64Encoder, signBytes } from '@solana/kit';
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import { signWireTransaction } from '../solana/signTransaction.js';
import type { SolanaKey } from '../solana/solanaKey.js';
import { sendTransaction } from '../solana/solanaRpc.js';
import type { SolanaTestWalletChain } from '../solana/types.js';

/** What the solana requests need of the wallet. */
export interface SolanaSide {
  key(): SolanaKey;
  chain(id: string): SolanaTestWalletChain | undefined;
}

function field(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | null | undefined)?.[name];
  if (typeof value !== 'string') throw new ProviderRpcError(-32602, `Expected params.${name} as a string`);
  return value;
}

async function signTransaction(side: SolanaSide, params: unknown) {
  const signed = await signWireTransaction(
    await side.key().keyPair(),
    Uint8Array.from(getBase64Encoder().encode(field(params, 'transaction'))),
  );
  if (signed.signature === undefined)
    throw new ProviderRpcError(-32602, 'The transaction’s fee payer has not signed it');
  return { signature: signed.signature.base58, transaction: signed.base64 };
}

/**
 * Answers a solana session request sent for `caipChainId`, in WalletConnect's solana JSON-RPC: messages in
 * base58, transactions as base64 wire bytes, signatures in base58.
 */
export async function answerSolanaRequest(
  side: SolanaSide,
  method: string,
  params: unknown,
  caipChainId: string,
): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      const key = side.key();
      if (field(params, 'pubkey') !== key.address) throw new ProviderRpcError(4100);
      const message = getBase58Encoder().encode(field(params, 'message'));
      const signature = await signBytes((await key.keyPair()).privateKey, message);
      return { signature: getBase58Decoder().decode(signature) };
    }
    case 'solana_signTransaction':
      return signTransaction(side, params);
    case 'solana_signAndSendTransaction': {
      const chain = side.chain(caipChainId);
      if (chain === undefined) throw new ProviderRpcError(4901);
      const { signature, transaction } = await signTransaction(side, params);
      const options = (params as { sendOptions?: SolanaSignAndSendTransactionOptions }).sendOptions;
      await sendTransaction(chain.rpcUrl, transaction, options);
      return { signature };
    }
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: side.key().address }];
    default:
      throw new ProviderRpcError(4200);
  }
}
