import type { SwitchableAccountType } from '../../domain/connectorSource/smartAccountSource.js';
import { jsonKey } from '../../instance/storage/storageKey.js';

const isSwitchableAccountType = (value: unknown): value is SwitchableAccountType =>
  value === 'eoa' || value === 'smartAccount';

/** The visitor's own eip155 account-type choice: it wins on the next connection (decisions.md). */
export const accountTypeStorageKeys = {
  preferredAccountType: jsonKey('preferredAccountType:eip155', isSwitchableAccountType),
} as const;
