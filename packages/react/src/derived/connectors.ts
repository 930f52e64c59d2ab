import type { Connector } from '@portico/core';

/** Wallets listed under "wallet": the embedded wallet (AUTH) is reached through the email and social rows. */
export function walletConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors.filter((connector) => connector.type !== 'AUTH');
}
