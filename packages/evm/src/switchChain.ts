import { type Network, rpcErrorCodes } from '@portico/core';
import { hasRpcErrorCode } from '@portico/core/adapters';
import { type EIP1193Provider, numberToHex } from 'viem';
import { addChainParameters } from './addChainParameters.js';

/**
 * §7 switching: wallet_switchEthereumChain; when the wallet doesn't know the chain (4902, also nested in
 * `cause` or `data.originalError`), wallet_addEthereumChain with the five §7 parameters and then switch
 * again (not every wallet switches on add).
 */
export async function switchChain(provider: EIP1193Provider, network: Network): Promise<void> {
  const chainId = numberToHex(Number(network.id));
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (!hasRpcErrorCode(error, rpcErrorCodes.unrecognizedChain)) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
}
