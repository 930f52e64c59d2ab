import { describe, expect, it } from 'vitest';
import { createPortico } from '../../portico/createPortico.js';
import { fakeConnectorSource } from '../../portico/test/fakeConnectorSource.js';
import { devnet, porticoParts } from '../../portico/test/setupPortico.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { createLogger, type LogEntry } from '../../shared/logger/logger.js';
import { selectWalletConnectError } from '../../walletPicker/walletConnect/selectors.js';
import { connectorErrorAlert } from './connectorError.js';

async function setup() {
  const parts = porticoParts();
  const walletConnect = fakeConnectorSource({
    id: 'walletConnect',
    namespaces: ['eip155'],
    connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
    chains: { eip155: devnet.id },
  });
  const logged: LogEntry[] = [];
  const portico = createPortico({
    ...parts.options,
    connectors: [...(parts.options.connectors ?? []), walletConnect],
    logger: createLogger({ level: 'warn', sinks: [(entry) => logged.push(entry)] }),
  });
  await portico.ready;
  await portico.open({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } });
  return { portico, walletConnect, logged };
}

describe('a connector’s error event (§8)', () => {
  it.each([
    ['JWT not yet valid', new PorticoError('JWT_NOT_YET_VALID')],
    ['JWT expired', new PorticoError('JWT_EXPIRED')],
  ])('%s shows the Session Expired alert, not an error on the view, and is logged', async (_name, error) => {
    const { portico, walletConnect, logged } = await setup();
    walletConnect.emit({ type: 'error', connectorId: 'walletConnect', error });
    expect(portico.getState().alerts.alert).toMatchObject({
      code: 'SESSION_EXPIRED',
      shortMessage: 'Session Expired',
      variant: 'error',
    });
    expect(selectWalletConnectError(portico.getState())).toBeUndefined();
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Connector walletConnect reported an error',
        args: [error],
      }),
    ]);
  });

  it('an abnormal close is the connection error the ConnectingWalletConnect view shows with Retry', async () => {
    const { portico, walletConnect, logged } = await setup();
    const error = new PorticoError('WALLET_SOCKET_ABNORMAL_CLOSE', { code: 3000 });
    walletConnect.emit({ type: 'error', connectorId: 'walletConnect', error });
    expect(selectWalletConnectError(portico.getState())).toEqual({
      connectorId: 'walletConnect',
      message: 'The wallet connection closed abnormally (code 3000)',
    });
    expect(portico.getState().alerts.alert).toBeUndefined();
    expect(logged.map((entry) => entry.message)).toEqual(['Connector walletConnect reported an error']);
  });

  it('a wallet’s coded error keeps its code; a Retry (a new connect) clears it', async () => {
    const { portico, walletConnect } = await setup();
    walletConnect.emit({
      type: 'error',
      connectorId: 'walletConnect',
      error: { code: 4900, message: 'gone' },
    });
    expect(selectWalletConnectError(portico.getState())).toEqual({
      connectorId: 'walletConnect',
      code: 4900,
      message: 'The wallet is disconnected',
    });
    await portico.connectWalletConnect();
    expect(selectWalletConnectError(portico.getState())).toBeUndefined();
    expect(portico.getState().connection.connectorIds.eip155).toBe('walletConnect');
  });
});

describe('connectorErrorAlert', () => {
  it('maps the server messages and an expired JWT to their alerts, and nothing else', () => {
    expect(connectorErrorAlert(new PorticoError('JWT_NOT_YET_VALID'))).toBe('SESSION_EXPIRED');
    expect(connectorErrorAlert(new PorticoError('JWT_EXPIRED'))).toBe('SESSION_EXPIRED');
    expect(connectorErrorAlert(new PorticoError('ORIGIN_NOT_ALLOWED'))).toBe('INVALID_APP_CONFIGURATION');
    expect(connectorErrorAlert(new PorticoError('WALLETCONNECT_RELAY_UNREACHABLE'))).toBeUndefined();
    expect(connectorErrorAlert(new Error('JWT not yet valid'))).toBeUndefined();
  });

  it('§8 maps the embedded wallet frame’s load and request time-outs and its ended session to their alerts', () => {
    expect(connectorErrorAlert(new PorticoError('FRAME_LOAD_FAILED'))).toBe('EMBEDDED_WALLET_LOAD_FAILED');
    expect(connectorErrorAlert(new PorticoError('FRAME_REQUEST_TIMEOUT'))).toBe(
      'EMBEDDED_WALLET_REQUEST_TIMEOUT',
    );
    expect(connectorErrorAlert(new PorticoError('SESSION_EXPIRED'))).toBe('SESSION_EXPIRED');
    expect(connectorErrorAlert(new PorticoError('FRAME_REPLY', { message: 'Invalid code' }))).toBeUndefined();
  });
});
