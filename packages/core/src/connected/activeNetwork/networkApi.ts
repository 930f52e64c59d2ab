import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { Network } from '../../domain/networks/network.js';

/** The public actions of the §2 switching rules and §4 network changes. */
export interface NetworkApi {
  /**
   * The §2 switching rules (what picking a network does): same network → nothing; otherwise it shows
   * SwitchNetwork or SwitchActiveChain (opening the modal if needed); `force` always asks for confirmation.
   * A network not in the list sets the 'Network Not Found' alert.
   */
  switchNetwork(network: Network | CaipNetworkId, options?: { force?: boolean }): Promise<void>;
  /**
   * Performs a switch (§4 network changes), without any view: asks the wallet when connected in that
   * namespace, otherwise only sets the active network. The SwitchNetwork view calls this.
   * Rejects with 'Chain is not supported' when the wallet cannot add the chain.
   */
  switchActiveNetwork(network: Network | CaipNetworkId): Promise<void>;
  /**
   * Performs the switch the current SwitchNetwork or SwitchActiveChain view asks for, then leaves that view:
   * SwitchActiveChain continues to its `navigateTo` view (replacing itself with `navigateWithReplace`);
   * otherwise the previous view shows, or the modal closes when the switching view was the first.
   * Never rejects: a failure stays on the view, in `networks.switchError`.
   */
  confirmNetworkSwitch(): Promise<void>;
  addNetwork(network: Network): void;
  removeNetwork(caipNetworkId: CaipNetworkId): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends NetworkApi {}
}
