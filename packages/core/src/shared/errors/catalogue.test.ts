import { describe, expect, it } from 'vitest';
import { swapNetworkMessages } from '../../cloud/wire/cloudMessages.js';
import { siwxMessages } from '../../connected/siwx/siwxMessages.js';
import { alertCatalogue, formatAlert, serverMessageAlerts } from './alerts.js';
import { errorCatalogue, formatMessage } from './catalogue.js';
import { nodeMessages } from './nodeMessages.js';
import { PorticoError } from './PorticoError.js';
import { sendMessages } from './sendMessages.js';

/** The catalogue with the messages the send, the node-error decoding, the sign-in and the swaps keep. */
const errorEntries = Object.entries({
  ...errorCatalogue,
  ...sendMessages,
  ...nodeMessages,
  ...siwxMessages,
  ...swapNetworkMessages,
});

describe('errorCatalogue', () => {
  it.each(errorEntries)('§8 %s has a non-empty message', (_code, message) => {
    expect(message.trim()).not.toBe('');
  });

  it('§8 has no two codes with the same message', () => {
    const messages = errorEntries.map(([, message]) => message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each([
    ['§5', 'EMAIL_COOLDOWN', { seconds: 12 }, 'Please try again after 12 seconds'],
    ['§8', 'NO_CONNECTOR_FOR_CONNECTION', { id: 'injected' }, 'No connector found for connection: injected'],
    ['§8', 'FAILED_TO_DISCONNECT_CHAINS', { message: 'boom' }, 'Failed to disconnect chains: boom'],
    ['§8', 'NAME_REGISTER_FAILED', { name: 'alice' }, 'Error registering name alice'],
    ['§8', 'HTTP_STATUS', { status: 404 }, 'HTTP status code: 404'],
    ['§8', 'HTTP_REQUEST_FAILED', {}, 'HTTP request failed.'],
    ['§8', 'HTTP_TIMEOUT', {}, 'The request took too long to respond.'],
    ['§8', 'UNKNOWN_ERROR', {}, 'Unknown error'],
  ] as const)('%s %s fills its placeholders', (_section, code, params, expected) => {
    expect(formatMessage(code, params)).toBe(expected);
    expect(new PorticoError(code, params).message).toBe(expected);
  });

  it('§8 leaves a placeholder without a param as it is', () => {
    expect(formatMessage('HTTP_STATUS')).toBe('HTTP status code: {status}');
  });

  it('§8 PorticoError keeps its code, params and cause', () => {
    const cause = new Error('socket hang up');
    const error = new PorticoError('HTTP_STATUS', { status: 503 }, { cause });
    expect(error).toMatchObject({
      name: 'PorticoError',
      code: 'HTTP_STATUS',
      params: { status: 503 },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
  });
});

describe('alertCatalogue', () => {
  const alertEntries = Object.entries(alertCatalogue);

  it.each(alertEntries)('§8 %s has non-empty short and long forms', (_code, alert) => {
    expect(alert.shortMessage.trim()).not.toBe('');
    expect(alert.longMessage.trim()).not.toBe('');
    expect(['error', 'warning', 'info']).toContain(alert.variant);
  });

  it('§8 has unique short and long forms', () => {
    const shorts = alertEntries.map(([, alert]) => alert.shortMessage);
    const longs = alertEntries.map(([, alert]) => alert.longMessage);
    expect(new Set(shorts).size).toBe(shorts.length);
    expect(new Set(longs).size).toBe(longs.length);
  });

  it.each([
    ['§8', 'NETWORK_NOT_FOUND', 'Network Not Found', 'error'],
    ['§8', 'INVALID_APP_CONFIGURATION', 'Invalid App Configuration', 'error'],
    ['§8', 'PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured', 'error'],
    ['§8', 'SERVER_ERROR', 'Server Error', 'error'],
    ['§8', 'RATE_LIMITED', 'Rate Limited', 'error'],
    ['§8', 'EMBEDDED_WALLET_LOAD_FAILED', 'Network Error - Could not load embedded wallet', 'error'],
    ['§8', 'EMBEDDED_WALLET_REQUEST_TIMEOUT', 'Embedded Wallet Request Timed Out', 'error'],
    ['§8', 'SESSION_EXPIRED', 'Session Expired', 'error'],
    ['§8', 'UNVERIFIED_DOMAIN', 'Unverified domain', 'error'],
    ['§8', 'MULTI_WALLET_NOT_ENABLED', 'Multi-Wallet Not Enabled', 'info'],
    ['§8', 'LOCAL_CONFIGURATION_IGNORED', 'Local configuration ignored', 'warning'],
  ] as const)('%s %s reads %s (%s)', (_section, code, shortMessage, variant) => {
    expect(alertCatalogue[code]).toMatchObject({ shortMessage, variant });
  });

  it('§8 multi-wallet alert text is the verbatim spec string', () => {
    expect(formatAlert('MULTI_WALLET_NOT_ENABLED').text).toBe(
      'Multi-Wallet Not Enabled: Multi-wallet support is not enabled. Please enable it in your AppKit configuration',
    );
  });

  it('§6 local-configuration warning names the ignored settings', () => {
    const alert = formatAlert('LOCAL_CONFIGURATION_IGNORED', { settings: 'email, socials' });
    expect(alert).toMatchObject({ code: 'LOCAL_CONFIGURATION_IGNORED', variant: 'warning' });
    expect(alert.longMessage).toMatch(/email, socials$/);
  });

  it.each([
    ['§8', 'ORIGIN_NOT_ALLOWED', 'INVALID_APP_CONFIGURATION'],
    ['§8', 'INVALID_KEY', 'INVALID_APP_CONFIGURATION'],
    ['§8', 'JWT_NOT_YET_VALID', 'SESSION_EXPIRED'],
  ] as const)('%s server message %s maps to alert %s', (_section, reason, alert) => {
    expect(serverMessageAlerts[reason]).toBe(alert);
    expect(errorCatalogue[reason]).toBeTruthy();
  });
});
