import type { TokenBalance } from '../../domain/chainAdapter/token.js';

/** The network fee of the previewed send, in the native coin (§3 send state: shown before signing). */
export interface SendFee {
  /** The fee as a decimal string of the native coin. */
  amount: string;
  symbol: string;
  /** Of `amount`, what creating the receiver's token account costs (Solana rent), when anything is created. */
  accountCreation?: string;
  /** The fee in USD when the native coin has a price. */
  usd?: number;
}

/** A sent transaction, kept after the send state clears (§4) so the view can show and link it. */
export interface SentTransaction {
  hash: string;
  /** The network's explorer page of the transaction, when the network has an explorer. */
  explorerUrl?: string;
}

/** §3 Send state, plus what Portico's Send views show around it. */
export interface SendState {
  token?: TokenBalance;
  /** The amount as the visitor typed it (§5 decimal syntax). */
  sendTokenAmount?: string;
  /** The receiver as typed: an address, or a name on eip155. */
  receiverAddress?: string;
  receiverProfileName?: string;
  receiverProfileImage?: string;
  /** The address the receiver stands for: the typed address, or the address of the typed name. */
  resolvedReceiver?: string;
  /** The USD value of the account's native coin on the network (§3). */
  networkBalanceInUSD?: number;
  fee?: SendFee;
  loading: boolean;
  /** The message of the last failed step, shown where the visitor can act on it. */
  error?: string;
  sent?: SentTransaction;
}

export const initialSendState: SendState = { loading: false };

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    send: SendState;
  }
}
