import { PorticoError, ProviderRpcError } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { isRelayFailure, toRelayError, toWalletConnectError } from './walletConnectError.js';

describe('WalletConnect errors', () => {
  it('keeps a wallet’s code (4001) and turns a refused proposal (5000–5003) into 4001', () => {
    const refusedRequest = toWalletConnectError({ code: 4001, message: 'User rejected the request.' });
    expect(refusedRequest).toBeInstanceOf(ProviderRpcError);
    expect(refusedRequest).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(toWalletConnectError({ code: 5000, message: 'User rejected.' })).toMatchObject({ code: 4001 });
    expect(toWalletConnectError({ code: 5002, message: 'User rejected methods.' })).toMatchObject({
      code: 4001,
    });
    expect(toWalletConnectError({ code: 4200, message: 'Unsupported' })).toMatchObject({ code: 4200 });
  });

  it('leaves an error without a code as it is', () => {
    const error = new Error('boom');
    expect(toWalletConnectError(error)).toBe(error);
    expect(toWalletConnectError('text')).toBe('text');
  });

  it('maps the relay’s “JWT not yet valid” to the Session Expired alert code and close code 3000 to the abnormal-close error', () => {
    const jwt = toRelayError(new Error('Unexpected server response: JWT not yet valid'));
    expect(jwt).toBeInstanceOf(PorticoError);
    expect(jwt?.code).toBe('JWT_NOT_YET_VALID');
    const closed = toWalletConnectError(
      new Error('WebSocket connection closed abnormally with code: 3000 (bye)'),
    );
    expect(closed).toBeInstanceOf(PorticoError);
    expect(closed).toMatchObject({
      code: 'WALLET_SOCKET_ABNORMAL_CLOSE',
      message: 'The wallet connection closed abnormally (code 3000)',
    });
    expect(toRelayError(new Error('closed abnormally with code: 30001'))).toBeUndefined();
    expect(toRelayError(new Error('Unexpected server response: 401'))).toBeUndefined();
  });

  it('maps the relay’s “JWT expired” close to the expired-JWT code (Session Expired in core)', () => {
    const expired = toRelayError(
      new Error('WebSocket connection closed abnormally with code: 3000 (JWT expired)'),
    );
    expect(expired).toMatchObject({ code: 'JWT_EXPIRED', message: 'JWT expired' });
  });

  it('tells relay failures from the wallet’s answers', () => {
    expect(isRelayFailure(new PorticoError('WALLETCONNECT_RELAY_UNREACHABLE'))).toBe(true);
    expect(isRelayFailure(new PorticoError('JWT_NOT_YET_VALID'))).toBe(true);
    expect(isRelayFailure(new PorticoError('WALLET_SOCKET_ABNORMAL_CLOSE', { code: 3000 }))).toBe(true);
    expect(isRelayFailure(new ProviderRpcError(4001, 'User rejected.'))).toBe(false);
    expect(isRelayFailure(new PorticoError('FAILED_TO_CONNECT'))).toBe(false);
  });
});
