import type { Network } from '@portico/core';
import type { TestWallet } from '../testWallet.js';
import type { ConformanceWallet } from './harness.js';

/** The requests an EIP-1193 wallet answers with a connection prompt. */
export const connectionPromptMethods = ['eth_requestAccounts', 'wallet_requestPermissions'] as const;

/**
 * Drives a @portico/testing TestWallet as the suite's wallet (eip155). `connectorId` is the id the
 * source reports it under: by default its EIP-6963 rdns.
 */
export function testWalletConformance(wallet: TestWallet, connectorId = wallet.info.rdns): ConformanceWallet {
  const isPrompt = (method: string) => (connectionPromptMethods as readonly string[]).includes(method);
  const several = wallet.addresses.length > 1;
  return {
    connectorId,
    address: () => wallet.address,
    holdNextPrompt: () => wallet.holdNext(connectionPromptMethods),
    openPrompts: () => wallet.held.filter(({ method }) => isPrompt(method)).length,
    approvePrompts: () => void wallet.release(),
    rejectPrompts: (code) => void wallet.release({ reject: code }),
    promptCount: () => wallet.log.filter(({ method }) => isPrompt(method)).length,
    revoke: () => wallet.revoke(),
    ...(several && {
      changeAccount: () =>
        wallet.setAccount((wallet.addresses.indexOf(wallet.address) + 1) % wallet.addresses.length),
    }),
    changeNetwork: (network: Network) => wallet.setChain(Number(network.id)),
    disconnect: () => wallet.disconnect(),
  };
}
