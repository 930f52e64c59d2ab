import type { CaipNetworkId } from '@portico/core';
import type { Hex } from 'viem';

/** How a network gives the embedded EOA a smart account. */
type SmartAccountKind =
  /** EIP-7702: the EOA delegates to Simple7702Account; the address stays the same, nothing is deployed. */
  | { kind: 'eip7702' }
  /**
   * ERC-4337: a PorticoAccount from `factory` (PorticoAccountFactory), at its own address (`getAddress(eoa, 0)`,
   * counterfactual until its first UserOperation deploys it), owned by the EOA.
   */
  | { kind: 'erc4337'; factory: Hex };

/** A network where the project enables smart accounts, as the cloud says. */
export type SmartAccountNetwork = SmartAccountKind & {
  caipNetworkId: CaipNetworkId;
  /** The project pays the gas of this network's UserOperations (within its policy). */
  sponsored: boolean;
};

/**
 * The project's smart-account-enabled networks, read once from the cloud per frame (again after a failed read).
 * Never from the page: the page could otherwise claim a network the cloud does not serve.
 */
export class SmartAccountNetworks {
  private loaded: Promise<SmartAccountNetwork[]> | undefined;

  constructor(private readonly load: () => Promise<SmartAccountNetwork[]>) {}

  list(): Promise<SmartAccountNetwork[]> {
    if (!this.loaded) {
      this.loaded = this.load().catch((error: unknown) => {
        this.loaded = undefined;
        throw error;
      });
    }
    return this.loaded;
  }

  async find(caipNetworkId: CaipNetworkId): Promise<SmartAccountNetwork | undefined> {
    return (await this.list()).find((network) => network.caipNetworkId === caipNetworkId);
  }
}
