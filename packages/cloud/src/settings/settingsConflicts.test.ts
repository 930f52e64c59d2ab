import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopbackHost.js';
import { resolveSettings } from './resolveSettings.js';

const resolve = (args: string[], env: Record<string, string> = {}) => resolveSettings({ args, env });

describe('the built-in mailbox at start', () => {
  it('is off by default', () => {
    expect(resolve([]).config.wallet.mail.mailbox).toBeUndefined();
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])(
    'runs with --mailbox on loopback %s',
    (host) => {
      expect(resolve(['--mailbox', '--host', host]).config.wallet.mail.mailbox).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '10.0.0.5', 'cloud.example.com'])(
    'refuses --mailbox on the non-loopback host %s unless --allow-public-mailbox',
    (host) => {
      expect(() => resolve(['--mailbox', '--host', host])).toThrow(
        `PORTICO_MAILBOX is on and the host ${host} is not loopback: anyone who reaches the server could read every login code at /mailbox`,
      );
      expect(resolve(['--mailbox', '--host', host, '--allow-public-mailbox']).server.allowPublicMailbox).toBe(
        true,
      );
      expect(
        resolve([], { PORTICO_MAILBOX: '1', PORTICO_HOST: host, PORTICO_ALLOW_PUBLIC_MAILBOX: '1' }).config
          .wallet.mail.mailbox,
      ).toBe(true);
    },
  );

  it('refuses the mailbox and SMTP_URL together', () => {
    expect(() => resolve(['--mailbox'], { SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      'PORTICO_MAILBOX and SMTP_URL are both set',
    );
  });

  it('tells loopback hosts from the others', () => {
    expect(['127.0.0.1', 'LOCALHOST', '::1'].map(isLoopbackHost)).toEqual([true, true, true]);
    expect(['0.0.0.0', '128.0.0.1', '127.example.com', ''].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
