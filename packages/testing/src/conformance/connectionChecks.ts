import {
  accountTypes,
  type CaipAddress,
  type ChainNamespace,
  isCaipAddress,
  isCaipNetworkId,
  type Network,
  parseCaipAddress,
} from '@portico/core';
import type { ConnectedAccount, ConnectorEvent, WalletConnection } from '@portico/core/adapters';
import { expect } from 'vitest';

/** The accounts of one namespace, in the order reported. */
export function namespaceAccounts(
  accounts: readonly ConnectedAccount[],
  namespace: ChainNamespace,
): ConnectedAccount[] {
  return accounts.filter(({ caipAddress }) => caipAddress.startsWith(`${namespace}:`));
}

/** The namespace's addresses (the CAIP-10 address part), as core hands them to an adapter. */
export function namespaceAddresses(
  accounts: readonly ConnectedAccount[],
  namespace: ChainNamespace,
): string[] {
  return namespaceAccounts(accounts, namespace).map(
    ({ caipAddress }) => parseCaipAddress(caipAddress).address,
  );
}

/** Every account is a valid CAIP-10 address of a namespace the source serves, with a §3 account type. */
export function expectValidAccounts(
  accounts: readonly ConnectedAccount[],
  namespaces: readonly ChainNamespace[],
): void {
  for (const { caipAddress, type } of accounts) {
    expect(isCaipAddress(caipAddress), `${caipAddress} is a CAIP-10 address`).toBe(true);
    const { chainNamespace } = parseCaipAddress(caipAddress);
    expect(namespaces, `${caipAddress} is in a namespace the source serves`).toContain(chainNamespace);
    expect(accountTypes, `the type of ${caipAddress}`).toContain(type);
  }
}

export interface ExpectedConnection {
  connectorId: string;
  /** The source's namespaces. */
  namespaces: readonly ChainNamespace[];
  namespace: ChainNamespace;
  /** The wallet's current account, as the chain adapter writes it on `network`. */
  account: CaipAddress;
  /** The network the wallet is on. */
  network: Network;
}

/** A WalletConnection as the ConnectorSource contract describes it, for the wallet `expected` describes. */
export function expectConnection(connection: WalletConnection, expected: ExpectedConnection): void {
  expect(connection.connectorId, 'the connection’s connectorId').toBe(expected.connectorId);
  expectValidAccounts(connection.accounts, expected.namespaces);
  expect(
    namespaceAccounts(connection.accounts, expected.namespace)[0]?.caipAddress,
    `the first ${expected.namespace} account is the wallet’s account, written as the chain adapter writes it`,
  ).toBe(expected.account);

  expect(typeof connection.supportsAllNetworks, 'supportsAllNetworks').toBe('boolean');
  const approved = connection.approvedCaipNetworkIds ?? [];
  if (connection.supportsAllNetworks) {
    expect(approved, 'approvedCaipNetworkIds of a wallet that supports all networks').toEqual([]);
  } else {
    expect(
      approved.length,
      'approvedCaipNetworkIds of a wallet limited to approved networks',
    ).toBeGreaterThan(0);
  }
  for (const id of approved) expect(isCaipNetworkId(id), `approved network ${id} is a CAIP-2 id`).toBe(true);

  for (const [namespace, id] of Object.entries(connection.caipNetworkIds ?? {})) {
    expect(expected.namespaces, `caipNetworkIds names a namespace the source serves`).toContain(namespace);
    expect(
      id?.startsWith(`${namespace}:`) && isCaipNetworkId(id),
      `caipNetworkIds.${namespace} = ${id}`,
    ).toBe(true);
  }
  const current = connection.caipNetworkIds?.[expected.namespace];
  if (current !== undefined)
    expect(current, 'the wallet’s current network').toBe(expected.network.caipNetworkId);
}

/** The error keeps the wallet's EIP-1193 code. */
export function expectWalletError(error: unknown, code: number): void {
  expect(error, 'the rejection is an error object').toBeInstanceOf(Object);
  expect((error as { code?: unknown }).code, 'the wallet’s EIP-1193 code on the error’s `code`').toBe(code);
}

/** The connector an event is about; `undefined` for discovery. */
export function eventConnectorId(event: ConnectorEvent): string | undefined {
  switch (event.type) {
    case 'connectors':
      return undefined;
    case 'connect':
      return event.connection.connectorId;
    default:
      return event.connectorId;
  }
}

/** The events about the connector's connection
 (discovery and display messages aside). */
export function connectionEvents(events: readonly ConnectorEvent[], connectorId: string): ConnectorEvent[] {
  return events.filter((event) => event.type !== 'display' && eventConnectorId(event) === connectorId);
}

/** How a source may report that the wallet withdrew the site's access in `namespace`. */
export function isAccessEnded(
  event: ConnectorEvent,
  connectorId: string,
  namespace: ChainNamespace,
): boolean {
  if (event.type === 'disconnect') return event.connectorId === connectorId;
  return (
    event.type === 'accountsChanged' &&
    event.connectorId === connectorId &&
    namespaceAccounts(event.accounts, namespace).length === 0
  );
}

/** Decimal strings compared as numbers: '1000', '1000.0' and '1000.000' are the same balance. */
export function sameDecimal(a: string, b: string): boolean {
  const normal = (value: string) => {
    const [whole = '', fraction = ''] = value.trim().split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return /^\d+(\.\d+)?$/.test(a.trim()) && /^\d+(\.\d+)?$/.test(b.trim()) && normal(a) === normal(b);
}
