import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from './connectionStatus.js';
import { failedConnectStatus, startStatus } from './status.js';
import { waitAtMost } from './waitAtMost.js';
import { walletErrorMessage } from './walletErrorMessage.js';

describe('startStatus (§4 connection status at start)', () => {
  it.each<[string, boolean, boolean, ConnectionStatus | undefined, ConnectionStatus]>([
    ['§4 reconnect disabled → disconnected', false, true, 'connected', 'disconnected'],
    ['§4 a stored connection → connecting', true, true, 'disconnected', 'connecting'],
    ['§4 otherwise the stored status', true, false, 'connected', 'connected'],
    ['§4 nothing stored → disconnected', true, false, undefined, 'disconnected'],
  ])('%s', (_rule, enableReconnect, hasStoredConnection, storedStatus, expected) => {
    expect(startStatus({ enableReconnect, hasStoredConnection, storedStatus })).toBe(expected);
  });
});

describe('failedConnectStatus (§4)', () => {
  it.each([
    [true, 'connected'],
    [false, 'disconnected'],
  ])('§4 a failed connect with a current connection %s reverts to %s', (current, expected) => {
    expect(failedConnectStatus(current)).toBe(expected);
  });
});

describe('walletErrorMessage (§8 wallet codes)', () => {
  it.each<[string, unknown, string]>([
    ['§8 4001', { code: 4001, message: 'User rejected the request.' }, 'Connection rejected'],
    ['§8 4100', { code: 4100, message: 'x' }, 'The wallet has not authorized this site or account'],
    ['§8 4200', { code: 4200 }, 'The wallet does not support this request'],
    ['§8 4900', { code: 4900 }, 'The wallet is disconnected'],
    ['§8 4901', { code: 4901 }, 'The wallet is not connected to this network'],
    ['§8 4902', { code: 4902 }, 'The wallet does not recognize this network'],
    ['§8 another code keeps its message', { code: -32603, message: 'Internal error' }, 'Internal error'],
    ['§8 fallback', { code: '4001' }, 'Unknown error'],
    ['§8 fallback for null', null, 'Unknown error'],
  ])('%s', (_rule, error, message) => {
    expect(walletErrorMessage(error)).toBe(message);
  });
});

describe('waitAtMost (§4 disconnect waits at most 3 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§4 gives up after the time and reports a timeout', async () => {
    vi.useFakeTimers();
    const result = waitAtMost(new Promise(() => {}), 3000);
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('timeout');
  });

  it('resolves or rejects with the promise when it settles in time', async () => {
    await expect(waitAtMost(Promise.resolve(7), 3000)).resolves.toBe(7);
    await expect(waitAtMost(Promise.reject(new Error('no')), 3000)).rejects.toThrow('no');
  });
});
