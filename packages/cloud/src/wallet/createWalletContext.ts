import type { Cluster } from '../cluster/index.js';
import type { WalletConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { createFarcasterClient } from './farcaster/farcasterClient.js';
import { createMailboxMailer } from './mailboxMailer.js';
import type { Mailer } from './mailer.js';
import { createShareCipher } from './shareCipher.js';
import { createSmtpMailer } from './smtpMailer.js';
import { configuredProviders } from './social/configuredProviders.js';
import { ProviderClient } from './social/providerClient.js';
import type { WalletContext } from './walletContext.js';

const defaultMailFrom = 'Portico <no-reply@portico.localhost>';

/** No mail transport: `mailCode` answers 503 MAIL_NOT_CONFIGURED before issuing a code. */
const noMailer: Mailer = {
  kind: 'none',
  send: () =>
    Promise.reject(new Error('No mail transport: set SMTP_URL, or PORTICO_MAILBOX=1 in development')),
  close() {},
};

/** The built-in mailbox when it is turned on (development, tests), else SMTP when configured, else none. */
function createMailer(config: WalletConfig, db: Db, clock: () => number): Mailer {
  const { smtpUrl, from = defaultMailFrom, mailbox = false } = config.mail;
  if (mailbox) return createMailboxMailer(db, clock);
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : noMailer;
}

function farcasterClient(settings: WalletConfig['farcaster']) {
  const { rpcUrl } = settings;
  return rpcUrl === undefined ? undefined : createFarcasterClient({ ...settings, rpcUrl });
}

export function createWalletContext(
  db: Db,
  config: WalletConfig,
  shareKey: Buffer,
  cluster: Cluster,
  clock: () => number,
  frameUrl: () => string | undefined,
): WalletContext {
  const cipher = createShareCipher(shareKey);
  const clients = new Map(
    [...configuredProviders(config.social)].map(([provider, settings]) => [
      provider,
      new ProviderClient(settings),
    ]),
  );
  const { codesPerEmail, codesPerIp, verifiesPerIp } = config.limits;
  return {
    db,
    config,
    clock,
    cipher,
    mailer: createMailer(config, db, clock),
    social: { clients, frameUrl },
    farcaster: farcasterClient(config.farcaster),
    codeRules: {
      key: cipher.codeKey,
      codeTtlMs: config.codeTtlMs,
      cooldownMs: config.cooldownMs,
      maxAttempts: config.maxAttempts,
    },
    limiters: {
      codesPerEmail: cluster.rateLimiter('wallet-codes-email', codesPerEmail),
      codesPerIp: cluster.rateLimiter('wallet-codes-ip', codesPerIp),
      verifiesPerIp: cluster.rateLimiter('wallet-verify-ip', verifiesPerIp),
    },
  };
}
