import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDb } from '../db/index.js';
import { createProject } from '../projects/index.js';
import { cloudCli } from '../test/cloudProcess.js';
import { newPgliteDataDir, sdkQuery } from '../test/dbPasses.js';

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-child.pid, 'SIGKILL');
}

/** `portico-cloud serve` in a child process; resolves with its URL once it logs that it listens. */
async function serve(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      cloudCli(),
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--rate-per-ip',
      '1000000',
      '--rate-per-project',
      '1000000',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '' },
      // A group of its own, so `killGroup` also ends anything the server started.
      detached: true,
    },
  );
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  const timer = setTimeout(() => killGroup(child), 60_000);
  try {
    for await (const line of lines) {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'portico cloud listening' && entry.url) return { child, url: entry.url };
    }
    throw new Error('portico-cloud serve exited before it listened');
  } finally {
    clearTimeout(timer);
  }
}

describe('portico-cloud serve and SIGTERM', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('SIGTERM during a burst of analytics events loses none: every accepted event is in the database', async () => {
    const dataDir = await newPgliteDataDir();
    dirs.push(dataDir);
    const setup = await openDb({ dataDir });
    await migrate(setup);
    const projectId = (await createProject(setup, { name: 'Burst' })).id;
    await setup.close();

    const { child, url } = await serve(dataDir);
    children.push(child);
    const exited = once(child, 'exit');
    const accepted = new Set<string>();
    const answers = new Map<string, number>();
    const total = 3_000;
    const signalAfter = 400;
    let sent = 0;
    let signalled = false;
    const worker = async () => {
      while (sent < total) {
        sent += 1;
        const eventId = randomUUID();
        let status: number;
        try {
          const response = await fetch(`${url}/e?${sdkQuery(projectId)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              eventId,
              url: 'https://app.example.com/',
              domain: 'app.example.com',
              timestamp: Date.now(),
              props: { type: 'track', event: 'BURST' },
            }),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          // The server stopped accepting connections.
          answers.set('refused', (answers.get('refused') ?? 0) + 1);
          return;
        }
        answers.set(String(status), (answers.get(String(status)) ?? 0) + 1);
        if (status === 204) accepted.add(eventId);
        else return;
        if (!signalled && accepted.size >= signalAfter) {
          signalled = true;
          child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const killer = setTimeout(() => killGroup(child), 30_000);
    const [code, signal] = await exited;
    clearTimeout(killer);
    expect(signal, 'the server did not exit within 30 s of SIGTERM').toBeNull();
    expect(signalled).toBe(true);
    expect(code).toBe(0);
    // The burst went on after the signal: some answers came while the server was draining.
    expect(accepted.size).toBeGreaterThanOrEqual(signalAfter);
    expect(accepted.size).toBeLessThan(total);

    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ event_id: string }>(
        'SELECT event_id FROM events WHERE project_id = $1',
        [projectId],
      );
      const stored = new Set(rows.map((row) => row.event_id));
      expect({ stored: stored.size, answers: Object.fromEntries(answers) }).toEqual({
        stored: accepted.size,
        answers: Object.fromEntries(answers),
      });
      expect([...accepted].filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
