import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RelayBus } from '../cluster/index.js';
import type { RelayConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { RateLimiter } from '../edge/index.js';
import type { RelayMetrics } from '../metrics/index.js';
import { type AckWriter, createAckWriter } from './ackWriter.js';
import { errorText, RelayRpcError, rawTopLevelId, resultText, rpcErrors } from './jsonRpc.js';
import { RelayConnection, type RelayPeer } from './relayConnection.js';
import type { RelayMessage } from './relayMessage.js';
import { handleRelayRequest, type RelayAnswer } from './relayMethods.js';
import type { PublishInput } from './relayParams.js';
import {
  deleteSubscriptions,
  pendingMessages,
  recordAcks,
  renewSubscriptions,
  saveSubscriptions,
  storeMessage,
} from './relayStore.js';

export interface RelayOptions {
  db: Db;
  config: RelayConfig;
  /** ms since the epoch; decides expiry of messages, subscriptions and tokens. Tests set it. */
  clock: () => number;
  bus: RelayBus;
  /** Counts each client's requests. */
  limiter: RateLimiter;
  logger: FastifyBaseLogger;
  /** Where open sockets and messages are counted (`/metrics`); none: not counted. */
  metrics?: RelayMetrics;
}

/** How many pending messages one database read hands to one socket. */
const pendingBatch = 200;

/**
 * The WalletConnect relay of one cloud instance: the sockets connected to it, indexed by client and by
 * topic. A message is stored first (within the stored-bytes limits), then pushed to the subscribers
 * connected here and announced on the bus for those connected to other instances; a subscriber that was
 * away gets it from the database when it (re)subscribes or reconnects, until it acknowledges it or it
 * expires (the retention job deletes expired messages and subscriptions).
 */
export class Relay {
  private readonly byClient = new Map<string, Set<RelayConnection>>();
  private readonly byTopic = new Map<string, Set<RelayConnection>>();
  private readonly acks: AckWriter;
  private readonly timers: NodeJS.Timeout[];

  constructor(readonly options: RelayOptions) {
    const { config, bus, logger, db } = options;
    this.acks = createAckWriter(db, logger);
    bus.onMessage((message) => this.deliver(message));
    this.timers = [
      setInterval(() => this.pingAll(), config.pingIntervalMs),
      setInterval(() => this.redeliverAll(), Math.max(50, config.redeliverAfterMs / 2)),
    ];
    for (const timer of this.timers) timer.unref();
  }

  get config(): RelayConfig {
    return this.options.config;
  }

  now(): number {
    return this.options.clock();
  }

  /**
   * Serves a socket whose client is authenticated: its subscriptions are restored at once, and the messages
   * waiting for it are pushed after its first request.
   */
  attach(socket: WebSocket, peer: RelayPeer): void {
    const { metrics } = this.options;
    const { clientId } = peer;
    const connection = new RelayConnection(socket, peer, () =>
      metrics?.messages.inc({ direction: 'pushed' }),
    );
    metrics?.connections.inc();
    let clientConnections = this.byClient.get(clientId);
    if (clientConnections === undefined) {
      clientConnections = new Set();
      this.byClient.set(clientId, clientConnections);
    }
    clientConnections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      connection.queue = connection.queue
        .then(() => this.onFrame(connection, text))
        .catch((error: unknown) => {
          this.options.logger.error({ err: error, clientId }, 'relay: handling a frame failed');
        });
    });
    socket.on('close', () => this.detach(connection));
    socket.on('error', (error) => this.options.logger.debug({ err: error, clientId }, 'relay socket error'));
    connection.queue = this.restore(connection);
  }

  private async restore(connection: RelayConnection): Promise<void> {
    const { db, config, logger } = this.options;
    const now = this.now();
    try {
      const topics = await renewSubscriptions(db, connection.clientId, now, now + config.subscriptionTtlMs);
      this.index(connection, topics);
    } catch (error) {
      logger.error({ err: error, clientId: connection.clientId }, 'relay: restoring subscriptions failed');
    }
  }

  private detach(connection: RelayConnection): void {
    connection.closed = true;
    this.options.metrics?.connections.dec();
    const clientConnections = this.byClient.get(connection.clientId);
    clientConnections?.delete(connection);
    if (clientConnections?.size === 0) this.byClient.delete(connection.clientId);
    for (const topic of connection.topics) {
      const subscribers = this.byTopic.get(topic);
      subscribers?.delete(connection);
      if (subscribers?.size === 0) this.byTopic.delete(topic);
    }
  }

  private index(connection: RelayConnection, topics: readonly string[]): void {
    if (connection.closed) return;
    for (const topic of topics) {
      connection.topics.add(topic);
      let subscribers = this.byTopic.get(topic);
      if (subscribers === undefined) {
        subscribers = new Set();
        this.byTopic.set(topic, subscribers);
      }
      subscribers.add(connection);
    }
  }

  private async onFrame(connection: RelayConnection, text: string): Promise<void> {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      connection.send(errorText(undefined, rpcErrors.parse));
      return;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      connection.send(errorText(undefined, rpcErrors.invalidRequest));
      return;
    }
    const frame = payload as Record<string, unknown>;
    if (typeof frame.method !== 'string') {
      // A response: the client acknowledges a push (an error answer leaves it to be redelivered).
      if (typeof frame.id === 'number' && 'result' in frame) {
        const message = connection.acknowledge(frame.id);
        if (message !== undefined) this.acknowledged(message.id, connection.clientId);
        if (connection.inFlightCount === 0 && connection.morePending) {
          connection.morePending = false;
          await this.pushPending(connection, [...connection.topics]);
        }
      }
      return;
    }
    const rawId =
      typeof frame.id === 'number' || typeof frame.id === 'string' ? rawTopLevelId(text) : undefined;
    if (rawId === undefined) {
      connection.send(errorText(undefined, rpcErrors.invalidRequest));
      return;
    }
    const decision = await this.options.limiter.hit(connection.clientId);
    if (!decision.allowed) {
      connection.send(
        errorText(rawId, {
          code: rpcErrors.rateLimited.code,
          message: `Too many requests; retry after ${decision.retryAfterSeconds} seconds`,
        }),
      );
      return;
    }
    let answer: RelayAnswer;
    try {
      answer = await handleRelayRequest(this, connection, frame.method, frame.params);
    } catch (error) {
      if (error instanceof RelayRpcError) {
        connection.send(errorText(rawId, error.rpcError));
        return;
      }
      this.options.logger.error({ err: error, method: frame.method }, 'relay request failed');
      connection.send(errorText(rawId, rpcErrors.internal));
      return;
    }
    connection.send(resultText(rawId, answer.result));
    await answer.afterAnswer?.();
    if (connection.fresh) {
      connection.fresh = false;
      await this.pushPending(connection, [...connection.topics]);
    }
  }

  /** Subscribes the connection's client (all its sockets here) to the topics; pending messages follow. */
  async subscribe(connection: RelayConnection, topics: readonly string[]): Promise<() => Promise<void>> {
    const { db, config } = this.options;
    const siblings = [...(this.byClient.get(connection.clientId) ?? [connection])];
    for (const sibling of siblings) this.index(sibling, topics);
    await saveSubscriptions(db, connection.clientId, topics, this.now() + config.subscriptionTtlMs);
    return async () => {
      for (const sibling of siblings) await this.pushPending(sibling, topics);
    };
  }

  async unsubscribe(connection: RelayConnection, topics: readonly string[]): Promise<void> {
    for (const sibling of this.byClient.get(connection.clientId) ?? [connection]) {
      for (const topic of topics) {
        sibling.topics.delete(topic);
        const subscribers = this.byTopic.get(topic);
        subscribers?.delete(sibling);
        if (subscribers?.size === 0) this.byTopic.delete(topic);
      }
    }
    await deleteSubscriptions(this.options.db, connection.clientId, topics);
  }

  /**
   * Stores the message, then pushes it to the subscribers here and announces it to the other instances;
   * resolves once it is stored, so a publisher told "done" may rely on it surviving a restart. Refused with
   * `rpcErrors.storageLimit` (nothing stored, nothing delivered) when the messages still stored from the
   * publisher's IP or project would pass their limit. A message to a topic no other client subscribes to is
   * kept at most `config.unpairedTtlMs`.
   */
  async publish(connection: RelayConnection, input: PublishInput): Promise<void> {
    const { config, db, metrics } = this.options;
    metrics?.messages.inc({ direction: 'published' });
    const now = this.now();
    const message: RelayMessage = {
      id: randomUUID(),
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
      publisher: connection.clientId,
      publishedAt: now,
      expiresAt: now + input.ttlSeconds * 1000,
    };
    const { ip, projectId } = connection.peer;
    const result = await storeMessage(db, message, {
      ip,
      projectId,
      maxBytesPerIp: config.maxStoredBytesPerIp,
      maxBytesPerProject: config.maxStoredBytesPerProject,
      unpairedExpiresAt: now + config.unpairedTtlMs,
    });
    if (!result.stored) {
      const limit = result.over === 'ip' ? config.maxStoredBytesPerIp : config.maxStoredBytesPerProject;
      throw new RelayRpcError({
        code: rpcErrors.storageLimit.code,
        message: `${rpcErrors.storageLimit.message} for this ${result.over === 'ip' ? 'IP' : 'project'} (at most ${limit} bytes); retry once they expire`,
      });
    }
    message.expiresAt = result.expiresAt;
    this.deliver(message);
    this.options.bus.publish(message).catch((error: unknown) => {
      this.options.logger.error(
        { err: error, topic: message.topic },
        'relay: announcing a message to the other instances failed; their subscribers get it when they resubscribe',
      );
    });
  }

  private acknowledged(messageId: string, clientId: string): void {
    this.acks.add({ messageId, clientId });
  }

  /** Pending messages handed over in a response: counted as acknowledged. */
  async fetchPending(connection: RelayConnection, topics: readonly string[]): Promise<RelayMessage[]> {
    const { db } = this.options;
    const messages = await pendingMessages(db, connection.clientId, topics, this.now(), pendingBatch);
    // Written before the answer, so a subscribe right after it does not push them again.
    await recordAcks(
      db,
      messages.map((message) => ({ messageId: message.id, clientId: connection.clientId })),
    );
    return messages;
  }

  private deliver(message: RelayMessage): void {
    if (message.expiresAt <= this.now()) return;
    const now = performance.now();
    for (const connection of this.byTopic.get(message.topic) ?? []) {
      if (connection.clientId !== message.publisher) connection.push(message, now);
    }
  }

  private async pushPending(connection: RelayConnection, topics: readonly string[]): Promise<void> {
    // Acknowledgements still queued would otherwise make the read hand over what was just delivered.
    await this.acks.flush();
    const messages = await pendingMessages(
      this.options.db,
      connection.clientId,
      topics,
      this.now(),
      pendingBatch,
    );
    const now = performance.now();
    for (const message of messages) connection.push(message, now);
    if (messages.length === pendingBatch) connection.morePending = true;
  }

  private pingAll(): void {
    for (const connections of this.byClient.values()) {
      for (const connection of connections) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }

  private redeliverAll(): void {
    const now = performance.now();
    const clockNow = this.now();
    for (const connections of this.byClient.values()) {
      for (const connection of connections) connection.redeliver(now, this.config.redeliverAfterMs, clockNow);
    }
  }

  /** Stops the timers, closes every socket (clients reconnect elsewhere or later) and writes pending acks. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const connections = [...this.byClient.values()].flatMap((set) => [...set]);
    await Promise.all(connections.map(closeSocket));
    await Promise.all(connections.map((connection) => connection.queue));
    await this.acks.flush();
  }
}

/** A closing handshake, cut short after a second. */
function closeSocket({ socket }: RelayConnection): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), 1000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(1001, 'Relay shutting down');
  });
}
