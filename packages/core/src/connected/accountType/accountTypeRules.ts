import type { AccountType } from '../../domain/caip/accountType.js';
import type { SwitchableAccountType } from '../../domain/connectorSource/smartAccountSource.js';

/** §4 account type: switching to a smart account is allowed only if smart accounts are enabled and the current type is eoa. */
export function canSwitchToSmartAccount(smartAccountsEnabled: boolean, currentType: AccountType): boolean {
  return smartAccountsEnabled && currentType === 'eoa';
}

/** §4: a switch to `type` from `currentType` is allowed: to a smart account by the rule above, back to eoa always. */
export function canSwitchAccountType(
  type: SwitchableAccountType,
  smartAccountsEnabled: boolean,
  currentType: AccountType,
): boolean {
  if (type === currentType) return false;
  return type === 'eoa' || canSwitchToSmartAccount(smartAccountsEnabled, currentType);
}

/**
 * The type a connection should use on its network (decisions.md "Preferred account type"): eoa where smart accounts
 * are not enabled; else the visitor's remembered choice; else the dApp's option; else §9's default, smartAccount.
 */
export function wantedAccountType(choices: {
  remembered?: SwitchableAccountType;
  dappOption?: AccountType;
  smartAccountsEnabled: boolean;
}): SwitchableAccountType {
  const { remembered, dappOption, smartAccountsEnabled } = choices;
  if (!smartAccountsEnabled) return 'eoa';
  if (remembered) return remembered;
  return dappOption === 'eoa' ? 'eoa' : 'smartAccount';
}
