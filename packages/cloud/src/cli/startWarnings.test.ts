import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCloudProcess } from '../test/cloudProcess.js';
import { newPgliteDataDir, testShareKey } from '../test/dbPasses.js';

describe('portico-cloud serve says at start what is not configured', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await newPgliteDataDir();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('no mail transport and no way to scrape /metrics: one warning each, naming the settings', async () => {
    const cloud = await spawnCloudProcess(['--port', '0', '--frame-port', '0'], {
      PORTICO_SHARE_KEY: testShareKey,
      PORTICO_DATA_DIR: dir,
    });
    try {
      const warnings = cloud.logs.filter((entry) => entry.level === 40).map((entry) => String(entry.msg));
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^wallet: no mail transport — set SMTP_URL \(or PORTICO_MAILBOX=1 in development\)/,
          ),
          expect.stringMatching(
            /^metrics: GET \/metrics is not served — set PORTICO_METRICS_PORT .* or PORTICO_METRICS_TOKEN/,
          ),
        ]),
      );
      expect(cloud.logs.find((entry) => entry.msg === 'portico cloud listening')).not.toHaveProperty(
        'mailboxUrl',
      );
    } finally {
      cloud.child.kill('SIGTERM');
      await cloud.exited;
    }
  }, 40_000);
});
