import type { WalletIcon } from '@wallet-standard/base';
import { walletIconSvg } from '../walletInfo.js';
import type { SolanaTestWalletInfo } from './types.js';

// The Wallet Standard asks for a base64 data: URI.
const icon: WalletIcon = `data:image/svg+xml;base64,${btoa(walletIconSvg)}`;

/** The given name and icon over the defaults: those of the EVM test wallet, so that one wallet shows once. */
export function solanaWalletInfo(given: Partial<SolanaTestWalletInfo> = {}): SolanaTestWalletInfo {
  return { name: given.name ?? 'Portico Test Wallet', icon: given.icon ?? icon };
}
