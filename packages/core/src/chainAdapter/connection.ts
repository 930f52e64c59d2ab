import type { AccountType } from '../caip/accountType.js';

export interface ConnectionAccount {
  address: string;
  type: AccountType;
}

/** §3 Connection: one per connected wallet; a namespace has at most one current connection. */
export interface Connection {
  connectorId: string;
  accounts: ConnectionAccount[];
  auth?: { name?: string };
}
