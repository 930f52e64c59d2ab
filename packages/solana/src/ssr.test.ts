import { createLogger, solana } from '@portico/core';
import type { ConnectorEvent } from '@portico/core/adapters';
import { describe, expect, it } from 'vitest';
import { createSolanaAdapter, createWalletStandardConnector } from './index.js';

/** Server rendering: no window, so no wallet can register; nothing waits for one. */
describe('@portico/solana without a window', () => {
  it('imports, lists no wallet and reconnects nothing at once', async () => {
    expect(typeof window).toBe('undefined');
    const events: ConnectorEvent[] = [];
    const source = createWalletStandardConnector();
    source.setup({
      networks: [solana],
      logger: createLogger({ level: 'warn' }),
      emit: (event) => events.push(event),
    });
    expect(events).toEqual([{ type: 'connectors', connectors: [] }]);
    const started = Date.now();
    expect(await source.reconnect({ connectorId: 'ws:Phantom', networks: [solana] })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
    expect(createSolanaAdapter().namespace).toBe('solana');
    source.destroy?.();
  });
});
