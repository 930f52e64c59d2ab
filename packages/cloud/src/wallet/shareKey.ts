import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ShareKeySources {
  /** `config.wallet.shareKey`. */
  configured: string | undefined;
  /** $PORTICO_SHARE_KEY. */
  env: string | undefined;
  /** The cloud's data dir, where `share.key` is created once when neither of the above is given. */
  dataDir: string | undefined;
}

export const shareKeyFileName = 'share.key';

function decode(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} must be 32 bytes in base64 (got ${key.length} bytes)`);
  return key;
}

/**
 * The key the auth shares are encrypted under: configured, from the environment, or kept in the data dir
 * (mode 0600, created on first start). Without any of them the cloud cannot keep shares and refuses to start.
 */
export async function resolveShareKey({ configured, env, dataDir }: ShareKeySources): Promise<Buffer> {
  if (configured) return decode(configured, 'config.wallet.shareKey');
  if (env) return decode(env, 'PORTICO_SHARE_KEY');
  if (dataDir === undefined) {
    throw new Error(
      'The embedded wallet needs a share key: set PORTICO_SHARE_KEY (32 bytes, base64: `openssl rand -base64 32`), config.wallet.shareKey, or give the cloud a data dir',
    );
  }
  const file = join(dataDir, shareKeyFileName);
  try {
    return decode(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two instances starting at once on one data dir must not overwrite each other's key.
  try {
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decode(await readFile(file, 'utf8'), file);
  }
}
