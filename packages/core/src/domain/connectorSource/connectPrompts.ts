import type { Logger } from '../../shared/logger/logger.js';
import type { ConnectorEvent, WalletConnection } from './connectorSource.js';
import { untilAborted } from './untilAborted.js';

interface Prompt {
  request: Promise<WalletConnection>;
  /** Connect calls still waiting for it (not aborted). */
  waiting: number;
}

export interface ConnectPrompts {
  /**
   * Waits, as `signal` allows, for the wallet's open prompt, or opens one with `ask`. When every connect call
   * waiting for a prompt was aborted, the wallet's later approval is reported as a `connect` event.
   */
  join(
    connectorId: string,
    ask: () => Promise<WalletConnection>,
    signal: AbortSignal,
  ): Promise<WalletConnection>;
}

/**
 * The connect half of the ConnectorSource contract for wallets that prompt: one prompt per wallet at a time (a
 * second connect joins the one already open), abortable, and a late approval reported for core to adopt.
 */
export function createConnectPrompts(
  emit: (event: ConnectorEvent) => void,
  logger: () => Logger | undefined,
): ConnectPrompts {
  const open = new Map<string, Prompt>();

  const promptOf = (connectorId: string, ask: () => Promise<WalletConnection>): Prompt => {
    const current = open.get(connectorId);
    if (current) return current;
    const prompt: Prompt = { request: ask(), waiting: 0 };
    open.set(connectorId, prompt);
    prompt.request.then(
      (connection) => {
        open.delete(connectorId);
        if (prompt.waiting === 0) emit({ type: 'connect', connection });
      },
      (error: unknown) => {
        open.delete(connectorId);
        if (prompt.waiting === 0)
          logger()?.debug(`${connectorId} refused after the connect was aborted`, error);
      },
    );
    return prompt;
  };

  return {
    async join(connectorId, ask, signal) {
      signal.throwIfAborted();
      const prompt = promptOf(connectorId, ask);
      prompt.waiting += 1;
      // The prompt stays open in the wallet when the connect is aborted.
      const stopWaiting = () => {
        prompt.waiting -= 1;
      };
      signal.addEventListener('abort', stopWaiting, { once: true });
      return untilAborted(prompt.request, signal).finally(() =>
        signal.removeEventListener('abort', stopWaiting),
      );
    },
  };
}
