import { createLogger, type Network } from '@portico/core';
import type { WalletConnectNamespace } from '../walletConnect/types.js';
import type { WalletConnectTestWallet } from '../walletConnect/walletConnectTestWallet.js';
import type { ConformanceWallet } from './harness.js';

const logger = createLogger({ level: 'warn' });

/** The suite's wallet actions are synchronous; the wallet's work over the relay goes on in the background. */
function inBackground(what: string, work: () => Promise<unknown>): void {
  work().catch((error: unknown) => logger.error(`testWalletConnectConformance: ${what} failed`, error));
}

/**
 * Drives a @portico/testing WalletConnect test wallet as the suite's wallet in `namespace` (default eip155 when
 * the wallet has EVM accounts, else solana). A prompt is a session proposal or a one-click authentication request
 * (a connect with `signIn` where the source asks for one); `revoke` and `disconnect` delete
 * the wallet's sessions; `changeNetwork` switches the EVM chain (there is none in solana, as a Solana wallet
 * does not switch cluster); `changeAccount` picks the namespace's next account when it has several. Refusing
 * prompts rejects them with the suite's code as given. The wallet is `remote`: its actions reach the
 * page through the relay.
 */
export function testWalletConnectConformance(
  wallet: WalletConnectTestWallet,
  connectorId: string,
  namespace: WalletConnectNamespace = wallet.evmAddress === undefined ? 'solana' : 'eip155',
): ConformanceWallet {
  const addresses: readonly string[] = namespace === 'eip155' ? wallet.evmAddresses : wallet.solanaAddresses;
  if (addresses.length === 0) throw new Error(`The wallet has no ${namespace} accounts`);
  const address = () => (namespace === 'eip155' ? wallet.evmAddress : wallet.solanaAddress) as string;
  const openPrompts = () => wallet.heldProposals.length + wallet.heldAuthentications.length;
  const answerPrompts = (answer: () => Promise<unknown>) => {
    for (let open = openPrompts(); open > 0; open -= 1)
      inBackground('answering a connection request', answer);
  };
  return {
    connectorId,
    address,
    holdNextPrompt: () => wallet.holdNextProposal(),
    openPrompts,
    approvePrompts: () => answerPrompts(() => wallet.approveProposal()),
    rejectPrompts: (code) => answerPrompts(() => wallet.rejectProposal(code)),
    promptCount: () => wallet.proposals.length + wallet.authentications.length,
    revoke: () => inBackground('revoke', () => wallet.disconnect()),
    ...(addresses.length > 1 && {
      changeAccount: () => {
        const next = (addresses.indexOf(address()) + 1) % addresses.length;
        inBackground('changeAccount', () => wallet.changeAccount(next, namespace));
      },
    }),
    ...(namespace === 'eip155' && {
      changeNetwork: (network: Network) =>
        inBackground('changeNetwork', () => wallet.switchChain(Number(network.id))),
    }),
    disconnect: () => inBackground('disconnect', () => wallet.disconnect()),
    remote: true,
  };
}
