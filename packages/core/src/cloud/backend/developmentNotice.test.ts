import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { isDevelopmentHost } from './developmentMode.js';
import { missingBackendMessage, noteMissingBackend } from './developmentNotice.js';

const nothingElse = { cloudUrlWithoutProjectId: false, cloudOnlyFeatures: [], walletConnectMissing: false };

describe('the development notice', () => {
  it('is logged once for the same page record, at warn level', () => {
    const { logger, entries } = recordingLogger();
    const shown = new Set<string>();
    noteMissingBackend(logger, nothingElse, shown);
    noteMissingBackend(logger, nothingElse, shown);
    expect(entries.map((entry) => entry.level)).toEqual(['warn']);
  });

  it('names a cloudUrl without a project id', () => {
    expect(missingBackendMessage({ ...nothingElse, cloudUrlWithoutProjectId: true })).toMatch(
      /^Portico: `cloudUrl` is set without a `projectId`/,
    );
  });

  it('with WalletConnect configured, says it pairs over the connector’s relay', () => {
    expect(missingBackendMessage(nothingElse)).toContain(
      'WalletConnect pairs over the relay its connector names',
    );
  });
});

describe('isDevelopmentHost: the `development` default', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['app.localhost', true],
    ['example.com', false],
    ['localhost.example.com', false],
    ['', false],
  ])('%s → %s', (hostname, expected) => {
    expect(isDevelopmentHost({ hostname })).toBe(expected);
  });

  it('outside a browser (no location) it is false', () => {
    expect(isDevelopmentHost(undefined)).toBe(false);
  });
});
