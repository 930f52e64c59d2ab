import type { AccountType } from '@portico/core';
import type { FrameSession } from '../session/frameSession.js';
import type { DeviceStore } from '../store/deviceStore.js';

type EvmAccountType = Extract<AccountType, 'eoa' | 'smartAccount'>;

/**
 * Which account the visitor uses where smart accounts are enabled (DECISIONS "Preferred account type"): the
 * visitor's own switch, remembered on this device, wins; else the dApp's option (sent with GET_USER); else §9's
 * default for eip155, the smart account. Where smart accounts are not enabled it is always the EOA.
 */
export class AccountPreference {
  private requested: EvmAccountType | undefined;

  constructor(
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
  ) {}

  /** The dApp's option, as its latest GET_USER or CONNECT_SOCIAL said. */
  request(type: AccountType | undefined): void {
    if (type === 'eoa' || type === 'smartAccount') this.requested = type;
  }

  async preferred(): Promise<EvmAccountType> {
    const { userId } = await this.session.user();
    return (await this.store.user(userId))?.preferredAccountType ?? this.requested ?? 'smartAccount';
  }

  /** The visitor's switch (SET_PREFERRED_ACCOUNT), kept for their next visits on this device. */
  async choose(type: EvmAccountType): Promise<void> {
    const { userId } = await this.session.user();
    await this.store.savePreferredAccountType(userId, type);
  }
}
