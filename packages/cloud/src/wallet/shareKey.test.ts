import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloud } from '../server.js';
import { resolveShareKey, shareKeyFileName } from './shareKey.js';

describe('share key', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-share-key-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const key = randomBytes(32);

  it('takes the configured key first, then PORTICO_SHARE_KEY', async () => {
    const other = randomBytes(32).toString('base64');
    expect(await resolveShareKey({ configured: key.toString('base64'), env: other, dataDir: dir })).toEqual(
      key,
    );
    expect(
      await resolveShareKey({ configured: undefined, env: key.toString('base64'), dataDir: dir }),
    ).toEqual(key);
  });

  it('creates <dataDir>/share.key once, readable by its owner only, and reuses it', async () => {
    const sub = join(dir, 'cloud');
    const first = await resolveShareKey({ configured: undefined, env: undefined, dataDir: sub });
    const file = join(sub, shareKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toEqual(first);
    expect(await resolveShareKey({ configured: undefined, env: undefined, dataDir: sub })).toEqual(first);
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(
      resolveShareKey({ configured: undefined, env: randomBytes(16).toString('base64'), dataDir: undefined }),
    ).rejects.toThrow('PORTICO_SHARE_KEY must be 32 bytes');
  });

  it('startCloud refuses to start without a key nor a data dir, naming PORTICO_SHARE_KEY', async () => {
    const databaseUrl = 'postgres://nobody@127.0.0.1:1/none';
    await expect(startCloud({ port: 0, logLevel: 'silent', databaseUrl, env: {} })).rejects.toThrow(
      /PORTICO_SHARE_KEY/,
    );
  });
});
