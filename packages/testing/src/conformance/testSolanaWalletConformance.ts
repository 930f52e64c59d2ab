import type { SolanaTestWallet } from '../solana/solanaTestWallet.js';
import type { LogEntry, RequestArguments } from '../types.js';
import type { ConformanceWallet } from './harness.js';

/** A connection prompt of a Wallet Standard wallet: a `standard:connect` that is not silent. */
const isPrompt = ({ method, params }: LogEntry | RequestArguments) => {
  const [input] = Array.isArray(params) ? params : [];
  return method === 'standard:connect' && (input as { silent?: boolean } | undefined)?.silent !== true;
};

/**
 * Drives a @portico/testing SolanaTestWallet as the suite's wallet (solana). `connectorId` is the id the
 * source reports it under. There is no `changeNetwork`: a Solana wallet does not switch cluster for a site,
 * so the suite skips the chain-change case. `disconnect` ends the session on the wallet's side (a `change`
 * with no accounts) and keeps the site authorised; `revoke` also forgets the site.
 */
export function testSolanaWalletConformance(
  wallet: SolanaTestWallet,
  connectorId: string,
): ConformanceWallet {
  const several = wallet.addresses.length > 1;
  return {
    connectorId,
    address: () => wallet.address,
    // A silent connect is never held: only a prompt can be.
    holdNextPrompt: () => wallet.holdNext('standard:connect'),
    openPrompts: () => wallet.held.filter(isPrompt).length,
    approvePrompts: () => void wallet.release(),
    rejectPrompts: (code) => void wallet.release({ reject: code }),
    promptCount: () => wallet.log.filter(isPrompt).length,
    revoke: () => wallet.revoke(),
    ...(several && {
      changeAccount: () =>
        wallet.setAccount((wallet.addresses.indexOf(wallet.address) + 1) % wallet.addresses.length),
    }),
    disconnect: () => wallet.disconnect(),
  };
}
