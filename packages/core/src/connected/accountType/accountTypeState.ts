import type { SwitchableAccountType } from '../../domain/connectorSource/smartAccountSource.js';

/** The eip155 account-type switch (§4 "Account type") of the embedded wallet, or any wallet with smart accounts. */
export interface AccountTypeState {
  /** The current eip155 connection's connector, when its wallet has smart accounts (the switch is offered). */
  connectorId?: string;
  /** The type a switch under way goes to. */
  switchingTo?: SwitchableAccountType;
  /** The last switch's failure, shown where the switch is; cleared when the next one starts. */
  error?: string;
}

export const initialAccountTypeState: AccountTypeState = {};

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    accountType: AccountTypeState;
  }
}
