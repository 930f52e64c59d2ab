import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { truncateAddress } from '../../shared/format/address.js';
import { isSupported } from '../activeNetwork/networkUpdates.js';
import { displayBalance } from './balancePolicy.js';
import type { AccountState } from './types.js';

export const selectActiveAccount = (state: PorticoState): AccountState | undefined =>
  state.accounts[state.connection.activeNamespace];

export const selectIsConnected = (state: PorticoState): boolean => {
  const account = selectActiveAccount(state);
  return account?.status === 'connected' && !!account.address;
};

/**
 * A namespace's balance as shown (§5), the active namespace's by default: rounded down to 3 decimals, 0.00 on a
 * testnet or an unsupported chain.
 */
export const selectDisplayBalance = (
  state: PorticoState,
  namespace: ChainNamespace = state.connection.activeNamespace,
): string => {
  const network = state.networks.byNamespace[namespace]?.caipNetwork ?? state.networks.activeCaipNetwork;
  return displayBalance(state.accounts[namespace]?.balance, network, isSupported(state, network));
};

/** What a connect button shows: `ConnectButton`'s own look, or a dApp's through its render function. */
export interface ConnectButtonState {
  status: 'disconnected' | 'connecting' | 'connected';
  /** Connected: its §4 name (else the truncated address), avatar and balance as shown (§5). */
  account?: {
    address: string;
    displayName: string;
    avatar?: string;
    balance: string;
    balanceSymbol?: string;
  };
  /** The active network; `supported` false when the wallet is on a network the dApp does not list. */
  network: { caipNetworkId: string; name: string; supported: boolean };
}

let lastButton: { inputs: readonly unknown[]; button: ConnectButtonState } | undefined;

/** The connect button's state; the same object while nothing it shows changed (a render function's input). */
export function selectConnectButton(state: PorticoState): ConnectButtonState {
  const account = selectActiveAccount(state);
  const network = state.networks.activeCaipNetwork;
  const balance = selectDisplayBalance(state);
  const supported = isSupported(state, network);
  const inputs = [account, network, balance, supported];
  if (lastButton?.inputs.every((input, i) => input === inputs[i])) return lastButton.button;
  const connected = account?.status === 'connected' && account.address !== undefined;
  const connecting = account?.status === 'connecting' || account?.status === 'reconnecting';
  const button: ConnectButtonState = {
    status: connected ? 'connected' : connecting ? 'connecting' : 'disconnected',
    network: { caipNetworkId: network.caipNetworkId, name: network.name, supported },
    ...(connected && account.address
      ? {
          account: {
            address: account.address,
            displayName: account.profileName ?? truncateAddress(account.address),
            ...(account.profileImage ? { avatar: account.profileImage } : {}),
            balance,
            ...(account.balanceSymbol ? { balanceSymbol: account.balanceSymbol } : {}),
          },
        }
      : {}),
  };
  lastButton = { inputs, button };
  return button;
}
