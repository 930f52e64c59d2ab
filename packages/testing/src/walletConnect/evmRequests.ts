import { ProviderRpcError } from '@portico/core';
import { type LocalAccount, numberToHex } from 'viem';
import { parseAddChainParameters } from '../addChainParameters.js';
import { personalSign, signTypedDataV4 } from '../signing.js';
import { sendTransaction } from '../transaction.js';
import type { TestWalletChain } from '../types.js';

/** What the eip155 requests need of the wallet. */
export interface EvmSide {
  account(): LocalAccount;
  /** A chain the wallet knows (configured or added), by id. */
  chain(chainId: number): TestWalletChain | undefined;
  currentChainId(): number;
  /** Moves the wallet to a known chain and tells the dApps. */
  switchChain(chainId: number): Promise<void>;
  addChain(chain: TestWalletChain): void;
}

function requestedChainId(params: unknown): number {
  const [target] = Array.isArray(params) ? params : [];
  const chainId = Number((target as { chainId?: unknown } | undefined)?.chainId);
  if (!Number.isSafeInteger(chainId)) throw new ProviderRpcError(-32602, 'Expected [{ chainId }]');
  return chainId;
}

/** Answers an eip155 session request sent for `caipChainId` (`eip155:<id>`). */
export async function answerEvmRequest(
  side: EvmSide,
  method: string,
  params: unknown,
  caipChainId: string,
): Promise<unknown> {
  switch (method) {
    case 'personal_sign':
      return personalSign(side.account(), params);
    case 'eth_signTypedData_v4':
      return signTypedDataV4(side.account(), params);
    case 'eth_sendTransaction': {
      const chain = side.chain(Number(caipChainId.split(':')[1]));
      if (chain === undefined) throw new ProviderRpcError(4901);
      return sendTransaction(side.account(), chain, params);
    }
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [side.account().address];
    case 'eth_chainId':
      return numberToHex(side.currentChainId());
    case 'wallet_switchEthereumChain': {
      const chainId = requestedChainId(params);
      if (side.chain(chainId) === undefined) throw new ProviderRpcError(4902);
      await side.switchChain(chainId);
      return null;
    }
    // Like MetaMask, adding a chain also switches to it.
    case 'wallet_addEthereumChain': {
      const chain = parseAddChainParameters(params);
      if (side.chain(chain.chainId) === undefined) side.addChain(chain);
      await side.switchChain(chain.chainId);
      return null;
    }
    default:
      throw new ProviderRpcError(4200);
  }
}
