import type { CaipNetworkId, Network } from '@portico/core';

export type MemoryWalletEvent =
  | { type: 'accounts'; accounts: readonly string[] }
  | { type: 'network'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' };

interface Prompt {
  approve(): void;
  reject(code: number): void;
}

/** A wallet held in memory: the provider of the in-memory source, driven by the conformance suite's controls. */
export interface MemoryWallet {
  readonly id: string;
  readonly authorised: boolean;
  readonly network: CaipNetworkId;
  /** The accounts the site may see: the current one once authorised. */
  exposed(): string[];
  address(): string;
  /** A connection prompt; approved at once unless held. */
  requestAccess(): Promise<string[]>;
  sign(address: string, message: string): string;
  subscribe(listener: (event: MemoryWalletEvent) => void): () => void;
  holdNextPrompt(): void;
  openPrompts(): number;
  approvePrompts(): void;
  rejectPrompts(code: number): void;
  promptCount(): number;
  revoke(): void;
  changeAccount(): void;
  changeNetwork(network: Network): void;
  disconnect(): void;
}

export const memorySignature = (address: string, message: string) => `signed:${address}:${message}`;

/** `revokeDelayMs`: the revocation takes effect that much later, as a remote wallet's over a relay. */
export function createMemoryWallet(
  id: string,
  accounts: readonly string[],
  network: CaipNetworkId,
  revokeDelayMs?: number,
): MemoryWallet {
  let authorised = false;
  let index = 0;
  let current = network;
  let holds = 0;
  let prompts = 0;
  let open: Prompt[] = [];
  const listeners = new Set<(event: MemoryWalletEvent) => void>();
  const emit = (event: MemoryWalletEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const address = () => accounts[index] as string;
  const exposed = () => (authorised ? [address()] : []);
  const answer = (settle: (prompt: Prompt) => void) => {
    const answered = open;
    open = [];
    answered.forEach(settle);
  };

  return {
    id,
    get authorised() {
      return authorised;
    },
    get network() {
      return current;
    },
    exposed,
    address,
    requestAccess() {
      prompts++;
      if (holds === 0) {
        authorised = true;
        return Promise.resolve(exposed());
      }
      holds--;
      return new Promise((resolve, reject) => {
        open.push({
          approve() {
            authorised = true;
            resolve(exposed());
          },
          reject: (code) => reject(Object.assign(new Error('User rejected the request.'), { code })),
        });
      });
    },
    sign(signer, message) {
      if (!authorised || signer !== address()) throw Object.assign(new Error('Unauthorised'), { code: 4100 });
      return memorySignature(signer, message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    holdNextPrompt: () => void holds++,
    openPrompts: () => open.length,
    approvePrompts: () => answer((prompt) => prompt.approve()),
    rejectPrompts: (code) => answer((prompt) => prompt.reject(code)),
    promptCount: () => prompts,
    revoke() {
      const revoke = () => {
        authorised = false;
        emit({ type: 'accounts', accounts: [] });
      };
      if (revokeDelayMs === undefined) revoke();
      else setTimeout(revoke, revokeDelayMs);
    },
    changeAccount() {
      index = (index + 1) % accounts.length;
      if (authorised) emit({ type: 'accounts', accounts: exposed() });
    },
    changeNetwork(target) {
      current = target.caipNetworkId;
      emit({ type: 'network', caipNetworkId: current });
    },
    disconnect: () => emit({ type: 'disconnect' }),
  };
}
