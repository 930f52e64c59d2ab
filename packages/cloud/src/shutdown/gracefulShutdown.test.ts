import { rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/runCli.js';
import { RawRelayClient } from '../relay/test/rawRelayClient.js';
import { type CloudProcess, spawnCloudProcess } from '../test/cloudProcess.js';
import { newPgliteDataDir, sdkQuery } from '../test/dbPasses.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';

const projectId = 'slow-project';
const upstreamDelayMs = 1_500;

/** A GET on a keep-alive connection of `agent`; resolves with the socket, left open and idle. */
function keepAliveRequest(url: string, agent: Agent): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as Socket));
    });
    request.on('error', reject);
  });
}

describe('portico-cloud serve on SIGTERM', () => {
  let dir: string;
  let upstream: FakeUpstream;
  let cloud: CloudProcess;

  beforeAll(async () => {
    dir = await newPgliteDataDir();
    const created = await runCli(
      ['project', 'create', '--name', 'Slow', '--id', projectId, '--data-dir', dir],
      {
        out: () => {},
        env: {},
      },
    );
    expect(created).toBe(0);
    upstream = await startFakeUpstream((body) => ({
      ...answerEach(() => '0x10')(body),
      delayMs: upstreamDelayMs,
    }));
    cloud = await spawnCloudProcess(
      ['--port', '0', '--frame-port', '0', '--data-dir', dir, '--upstream', `eip155:1=${upstream.url}`],
      { PORTICO_HISTORY_INDEXER: 'false', LOG_LEVEL: 'info' },
    );
  });
  afterAll(async () => {
    if (cloud && cloud.child.exitCode === null && cloud.child.signalCode === null)
      cloud.child.kill('SIGKILL');
    await upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes relay sockets with 1001 and keep-alive connections, and exits 0', async () => {
    // Idle keep-alive clients: each holds a connection with no request in flight.
    const agent = new Agent({ keepAlive: true, maxSockets: 3 });
    const idle = await Promise.all([1, 2, 3].map(() => keepAliveRequest(`${cloud.url}/healthz`, agent)));
    const idleClosed = idle.map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );

    const relay = await RawRelayClient.connect(cloud.relayUrl, undefined, { projectId });
    const relayClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      relay.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    const slow = fetch(`${cloud.url}/v1?${sdkQuery(projectId, { chainId: 'eip155:1' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    });
    // The request is in flight once the upstream has it (and answers it only after upstreamDelayMs).
    while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    cloud.child.kill('SIGTERM');

    const response = await slow;
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 1, result: '0x10' },
    });
    expect(await relayClosed).toEqual({ code: 1001, reason: 'Relay shutting down' });
    await Promise.all(idleClosed);
    expect(await cloud.exited).toEqual({ code: 0, signal: null });
    agent.destroy();

    const messages = cloud.logs.map((entry) => entry.msg);
    expect(messages).toContain('shutting down: not ready, draining');
    expect(messages.at(-1)).toBe('shut down');
    // Nothing needed the grace period's hard close.
    expect(messages).not.toContain('shutting down: grace period over, closing the connections still busy');
  });
});

describe('portico-cloud serve on SIGTERM with a request longer than the grace period', () => {
  let dir: string;
  let upstream: FakeUpstream;
  let cloud: CloudProcess;

  beforeAll(async () => {
    dir = await newPgliteDataDir();
    await runCli(['project', 'create', '--name', 'Slower', '--id', projectId, '--data-dir', dir], {
      out: () => {},
      env: {},
    });
    // Far longer than the grace period below.
    upstream = await startFakeUpstream((body) => ({ ...answerEach(() => '0x10')(body), delayMs: 20_000 }));
    cloud = await spawnCloudProcess(
      ['--port', '0', '--frame-port', '0', '--data-dir', dir, '--upstream', `eip155:1=${upstream.url}`],
      { PORTICO_HISTORY_INDEXER: 'false', PORTICO_SHUTDOWN_GRACE_MS: '300', PORTICO_RPC_TIMEOUT_MS: '30000' },
    );
  });
  afterAll(async () => {
    if (cloud && cloud.child.exitCode === null && cloud.child.signalCode === null)
      cloud.child.kill('SIGKILL');
    await upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('closes the connection of the request still running when the grace period is over, and exits 0', async () => {
    const slow = fetch(`${cloud.url}/v1?${sdkQuery(projectId, { chainId: 'eip155:1' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    });
    while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    cloud.child.kill('SIGTERM');
    await expect(slow).rejects.toThrow();
    expect(await cloud.exited).toEqual({ code: 0, signal: null });
    expect(cloud.logs).toContainEqual(
      expect.objectContaining({
        msg: 'shutting down: grace period over, closing the connections still busy',
        busy: 1,
        graceMs: 300,
      }),
    );
  });
});
