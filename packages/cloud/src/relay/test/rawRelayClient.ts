import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth';
import WebSocket from 'ws';
import { seedDemoProject } from '../../projects/index.js';
import type { RunningCloud } from '../../server.js';

export interface Push {
  id: number;
  params: {
    id: string;
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string };
  };
}

/** The project the test clients name; `seedRelayTestProject` creates it in a test cloud. */
export const relayTestProjectId = 'portico-test';

/** Creates the project the test clients connect with (idempotent: clouds of a suite share their database). */
export async function seedRelayTestProject(cloud: RunningCloud): Promise<void> {
  await seedDemoProject({ db: cloud.db, origins: [], id: relayTestProjectId, name: 'Relay tests' });
}

export interface RawClientOptions {
  /** The `projectId` query (default `relayTestProjectId`). */
  projectId?: string;
  /** Connect from this loopback address (`loopbackIp()`), so the relay sees another client IP. */
  localAddress?: string;
  /** Acknowledge each push on arrival (default true). */
  autoAck?: boolean;
  /** Answer pings (default true). */
  autoPong?: boolean;
}

/** A client identity: its key and did:key, and a JWT for a relay URL as the SDK signs it. */
export class RelayIdentity {
  readonly keyPair: Keypair = generateKeyPair();
  readonly clientId = encodeIss(this.keyPair.publicKey);

  token(relayUrl: string, options: { ttlSeconds?: number; iat?: number } = {}): Promise<string> {
    return signJWT('portico-test', relayUrl, options.ttlSeconds ?? 86_400, this.keyPair, options.iat);
  }
}

/** The relay protocol by hand, for what the SDKs do not expose: raw ids, acks, timing. */
export class RawRelayClient {
  readonly pushes: Push[] = [];
  readonly frames: string[] = [];
  pings = 0;
  private nextId = 1;
  private readonly waiting = new Map<string, (frame: Record<string, unknown>) => void>();
  private readonly pushWaiters: Array<() => void> = [];

  private constructor(
    readonly socket: WebSocket,
    readonly identity: RelayIdentity,
    private readonly autoAck: boolean,
  ) {
    socket.on('ping', () => {
      this.pings++;
    });
    socket.on('message', (data) => this.onFrame(data.toString()));
  }

  static async connect(
    relayUrl: string,
    identity = new RelayIdentity(),
    options: RawClientOptions = {},
  ): Promise<RawRelayClient> {
    const auth = await identity.token(relayUrl);
    const projectId = options.projectId ?? relayTestProjectId;
    const socket = new WebSocket(`${relayUrl}?auth=${auth}&projectId=${encodeURIComponent(projectId)}`, {
      autoPong: options.autoPong ?? true,
      ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new RawRelayClient(socket, identity, options.autoAck ?? true);
  }

  private onFrame(text: string): void {
    this.frames.push(text);
    const frame = JSON.parse(text) as Record<string, unknown>;
    if (frame.method === 'irn_subscription') {
      const push = frame as unknown as Push;
      this.pushes.push(push);
      if (this.autoAck) this.ack(push);
      for (const wake of this.pushWaiters.splice(0)) wake();
      return;
    }
    this.waiting.get(String(frame.id))?.(frame);
  }

  /** Sends a request and resolves with the whole answer (result or error). */
  call(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return this.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }), String(id));
  }

  /** Sends `text` as is and resolves with the answer whose id reads `idKey`. */
  send(text: string, idKey: string): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      this.waiting.set(idKey, (frame) => {
        this.waiting.delete(idKey);
        resolve(frame);
      });
      this.socket.send(text);
    });
  }

  async result(method: string, params: unknown): Promise<unknown> {
    const answer = await this.call(method, params);
    if ('error' in answer) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  }

  /**
   * Resolves once the relay has handled every frame this socket sent before (it handles a socket's frames in
   * order, and answers this request after them): what it sent this socket meanwhile has arrived by then. The
   * request, an unsubscribe from a random topic, changes nothing; its answer may be an error (rate limit).
   */
  async handled(): Promise<void> {
    await this.call('irn_unsubscribe', { topic: randomTopic(), id: 'barrier' });
  }

  ack(push: Push): void {
    this.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }));
  }

  /** Resolves once `count` pushes arrived in all (rejects after `timeoutMs`). */
  async waitForPushes(count: number, timeoutMs = 5_000): Promise<Push[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.pushes.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} pushes, got ${this.pushes.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.pushWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.pushes;
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** What the relay answers an upgrade with these credentials: the HTTP status and body, or 101. */
export function upgradeStatus(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101, body: '' });
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once('error', reject);
  });
}

/** How the relay closes a socket it accepted without waiting for the client: its close code and reason. */
export function closedWith(url: string, timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the relay kept ${url} open for ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
    socket.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      reject(new Error(`the relay answered the upgrade with ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

let loopbackCount = 0;

/** A loopback address of its own (127.x.y.z), so a test's per-IP counts start from nothing. */
export function loopbackIp(): string {
  loopbackCount += 1;
  const [a, b] = crypto.getRandomValues(new Uint8Array(2));
  return `127.${a}.${b}.${(loopbackCount % 250) + 2}`;
}

/** A topic as the SDK makes them: 32 random bytes in hex. */
export function randomTopic(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex');
}
