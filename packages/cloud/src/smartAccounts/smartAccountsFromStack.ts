import type { Stack } from '@portico/devnet/stack';
import type { SmartAccountsConfig } from '../config.js';

/**
 * `smartAccounts` for the chains of a running stack that have a bundler: their bundlers, how each gives smart
 * accounts (EIP-7702 where the chain's hardfork has it) and their verifying paymasters, signed for with `signerKey`
 * (the devnet's development signer); on a chain without EIP-7702, its PorticoAccountFactory (the embedded wallet's
 * ERC-4337 account). `networks`: those chains, for the demo project's smart-account networks.
 */
export function smartAccountsFromStack(
  stack: Pick<Stack, 'chains'>,
  signerKey: `0x${string}`,
): { config: Omit<SmartAccountsConfig, 'paymasterValiditySeconds'>; networks: string[] } {
  const chains = stack.chains.filter((chain) => chain.bundlerUrl !== undefined);
  const entries = <T>(value: (chain: (typeof chains)[number]) => T | undefined) =>
    Object.fromEntries(
      chains.flatMap((chain) => {
        const v = value(chain);
        return v === undefined ? [] : [[chain.caipNetworkId, v]];
      }),
    ) as Record<string, T>;
  return {
    config: {
      bundlers: entries((chain) => chain.bundlerUrl),
      accountKinds: entries((chain) => (chain.eip7702 ? 'eip7702' : 'erc4337')),
      accountFactories: entries((chain) => (chain.eip7702 ? undefined : chain.porticoAccountFactory)),
      paymasters: entries((chain) => chain.paymaster),
      paymasterSignerKey: signerKey,
    },
    networks: chains.map((chain) => chain.caipNetworkId),
  };
}
