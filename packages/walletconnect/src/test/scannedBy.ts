import { createLogger } from '@portico/core';
import type { ConnectorSource } from '@portico/core/adapters';
import type { WalletConnectTestWallet } from '@portico/testing/walletconnect';

const logger = createLogger({ level: 'warn' });

/**
 * The visitor scanning the QR code: every pairing URI `source` displays is paired by `wallet`, so that a
 * suite that only calls `connect` reaches the wallet's proposal prompt.
 */
export function scannedBy(source: ConnectorSource, wallet: WalletConnectTestWallet): ConnectorSource {
  const setup = source.setup.bind(source);
  source.setup = (context) =>
    setup({
      ...context,
      emit(event) {
        context.emit(event);
        if (event.type !== 'display' || event.display?.kind !== 'uri') return;
        wallet.pair(event.display.uri).catch((error: unknown) => {
          logger.error('The test wallet could not pair from the displayed URI', error);
        });
      },
    });
  return source;
}
