import type { Level } from 'pino';
import { type CloudConfig, defaultCloudConfig } from '../config.js';
import type { TrustProxy } from '../edge/trustedProxies.js';
import { defaultCloudPort } from '../server.js';

/** What `serve` needs besides `CloudConfig`: where it listens, logs, and which database and Redis it uses. */
export interface ServerSettings {
  port: number;
  host: string;
  logLevel: Level | 'silent';
  /** Behind proxies: how many, or which, may set X-Forwarded-For (`TrustProxy`; 0: none). */
  trustProxy: TrustProxy;
  /** PostgreSQL; without it, PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** The built-in mailbox may be served on a host other than loopback. */
  allowPublicMailbox: boolean;
}

/**
 * Everything `serve` is configured with, in one tree: `server` plus the sections of `CloudConfig`. The config
 * file has this shape (every key optional), and a setting's `path` is its place in it.
 */
export type SettingsDocument = { server: ServerSettings } & CloudConfig;

const defaultServerSettings: ServerSettings = {
  port: defaultCloudPort,
  host: '127.0.0.1',
  logLevel: 'info',
  trustProxy: 0,
  allowPublicMailbox: false,
};

export const defaultSettingsDocument: SettingsDocument = {
  server: defaultServerSettings,
  ...defaultCloudConfig,
};

type Join<K extends string, P> = P extends string ? `${K}.${P}` : never;

/**
 * The dotted paths into `T` (`server.port`, `rateLimit.perIp`, `wallet.mail.smtpUrl`), so a setting's path is
 * checked by the compiler. Arrays and records by id are leaves.
 */
export type SettingPath<T = SettingsDocument> = T extends readonly unknown[]
  ? never
  : T extends object
    ? {
        [K in keyof T & string]: string extends keyof NonNullable<T[K]>
          ? K
          : K | Join<K, SettingPath<NonNullable<T[K]>>>;
      }[keyof T & string]
    : never;
