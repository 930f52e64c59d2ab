import type { Connector } from '../../domain/connectorSource/connector.js';

/** A wallet the dApp adds to the list (`customWallets`). */
export interface CustomWallet {
  id: string;
  name: string;
  imageUrl?: string;
  homepage?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
}

/** A wallet the user connected recently (§9: 2 kept, in storage). */
export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
  rdns?: string;
}

export interface ConnectorsState {
  /** Every adapter's connectors, merged (one entry per id and namespace). */
  connectors: readonly Connector[];
  recentWallets: readonly RecentWallet[];
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    connectors: ConnectorsState;
  }
}
