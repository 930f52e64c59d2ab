import type { SettingPath } from './settingsDocument.js';
import type { SettingType } from './settingType.js';

/** One row of the settings table: how `serve` reads one value and where it goes. */
export interface Setting<T = unknown> {
  /** The environment variable. */
  env: string;
  /** `serve`'s flag, without the dashes; a repeated flag gives the entries of a list. */
  flag?: string;
  /** Where the value goes in the settings document, and its key path in the config file. */
  path: SettingPath;
  type: SettingType<T>;
  /** One line for `docs/cloud-configuration.md` and errors. */
  doc: string;
  /**
   * `section`: the value (an object) is merged into the section at `path` instead of replacing it
   * (`BALANCES_CONFIG` names a file holding some of `balances`' keys).
   */
  merge?: 'section';
  /** false: the config file has no key for it (it names a file whose contents are read instead). */
  inFile?: false;
  /**
   * A secret (a key, a token, a URL that may hold a password): its value never appears in an error or a log line
   * (`shownSecret`, `createSecretRedactor`).
   */
  secret?: true;
}

/** A typed row; the table holds rows of every type. */
export const setting = <T>(row: Setting<T>): Setting => row as Setting;
