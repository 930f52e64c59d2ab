import { ProviderRpcError } from '@portico/core';
import type { TestWallet } from '@portico/testing';

type Listener = (payload: unknown) => void;

/** A wallet prompt the test answers by hand: the held request reaches the wallet only once approved. */
interface HeldPrompt {
  /** Resolves when the page has asked. */
  readonly asked: Promise<void>;
  approve(): void;
  /** The visitor refuses: the request fails with `code` (4001 by default). */
  refuse(code?: number): void;
}

export interface ControlledWallet extends TestWallet {
  /** The next request of `method` waits for the test to answer, as a wallet popup does. */
  holdPrompt(method: string): HeldPrompt;
  /** Emits an EIP-1193 event as the wallet would (another account, a 1013 disconnect). */
  emit(event: string, payload: unknown): void;
}

function held(): HeldPrompt & { answer: Promise<void>; markAsked(): void } {
  let markAsked!: () => void;
  let approve!: () => void;
  let refuse!: (error: unknown) => void;
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  const answer = new Promise<void>((resolve, reject) => {
    approve = resolve;
    refuse = reject;
  });
  return {
    asked,
    answer,
    markAsked,
    approve,
    refuse: (code = 4001) => refuse(new ProviderRpcError(code)),
  };
}

export interface WalletQuirks {
  /** How the wallet words its errors (some nest the code in `cause` or `data.originalError`). */
  reshapeError?: (error: unknown) => unknown;
  /** How the wallet words its answers (some give lowercase addresses). */
  reshapeResult?: (method: string, result: unknown) => unknown;
}

/**
 * @portico/testing's wallet with the controls the connector tests need beyond its own: prompts held open,
 * events emitted by hand, and the quirks of real wallets' answers.
 */
export function controlWallet(wallet: TestWallet, quirks: WalletQuirks = {}): ControlledWallet {
  const holds = new Map<string, ReturnType<typeof held>>();
  const listeners = new Map<string, Set<Listener>>();
  const { reshapeError = (error) => error, reshapeResult = (_method, result) => result } = quirks;

  return {
    get info() {
      return wallet.info;
    },
    get address() {
      return wallet.address;
    },
    get addresses() {
      return wallet.addresses;
    },
    setAccount: (index) => wallet.setAccount(index),
    holdNext: (method) => wallet.holdNext(method),
    get held() {
      return wallet.held;
    },
    release: (outcome) => wallet.release(outcome),
    get log() {
      return wallet.log;
    },
    async request(args) {
      const prompt = holds.get(args.method);
      if (prompt) {
        holds.delete(args.method);
        prompt.markAsked();
        await prompt.answer;
      }
      let result: unknown;
      try {
        result = await wallet.request(args);
      } catch (error) {
        throw reshapeError(error);
      }
      return reshapeResult(args.method, result);
    },
    on(event, listener) {
      wallet.on(event, listener);
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event, listener) {
      wallet.removeListener(event, listener);
      listeners.get(event)?.delete(listener);
    },
    rejectNext: (code, message, method) => wallet.rejectNext(code, message, method),
    revoke: () => wallet.revoke(),
    setChain: (chainId) => wallet.setChain(chainId),
    disconnect: () => wallet.disconnect(),
    connect: () => wallet.connect(),
    reset: () => wallet.reset(),
    holdPrompt(method) {
      const prompt = held();
      holds.set(method, prompt);
      return prompt;
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
  };
}
