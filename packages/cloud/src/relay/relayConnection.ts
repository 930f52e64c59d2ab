import type { WebSocket } from 'ws';
import { nextPushId } from './jsonRpc.js';
import type { RelayMessage } from './relayMessage.js';
import { subscriptionId } from './subscriptionId.js';

interface InFlight {
  message: RelayMessage;
  pushIds: number[];
  sentAt: number;
}

/** Who is on a socket: the client (its did:key), the IP it connected from and the project it named. */
export interface RelayPeer {
  clientId: string;
  ip: string;
  projectId: string;
}

/** One client's socket: what it is subscribed to and which pushes await its acknowledgement. */
export class RelayConnection {
  /** Topics the client is subscribed to (shared by all its sockets on this instance). */
  readonly topics = new Set<string>();
  /** Pushed, not yet acknowledged, by message id. */
  private readonly inFlight = new Map<string, InFlight>();
  private readonly pushes = new Map<number, string>();
  /** Frames are handled one after the other, in arrival order. */
  queue: Promise<void> = Promise.resolve();
  /** Answered the last ping. */
  alive = true;
  /** More pending messages wait in the database than the last read fetched. */
  morePending = false;
  /**
   * The client has sent no request yet. The SDK listens for pushes only once its socket is open and set
   * up, and always starts with a request (resubscribing), so stored messages wait for that request.
   */
  fresh = true;
  /** The socket closed: the connection is out of every index and must not be put back. */
  closed = false;

  readonly clientId: string;

  constructor(
    readonly socket: WebSocket,
    readonly peer: RelayPeer,
    /** Called for each push sent (first deliveries and redeliveries); the relay counts them. */
    private readonly onPush: () => void = () => {},
  ) {
    this.clientId = peer.clientId;
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  /** Pushes the message unless it already awaits an acknowledgement here. */
  push(message: RelayMessage, now: number): void {
    if (this.inFlight.has(message.id)) return;
    this.inFlight.set(message.id, { message, pushIds: [], sentAt: now });
    this.sendPush(message.id, now);
  }

  /** Pushes again what waited longer than `afterMs`; drops what expired or lost its subscription. */
  redeliver(now: number, afterMs: number, clockNow: number): void {
    for (const [id, entry] of this.inFlight) {
      if (entry.message.expiresAt <= clockNow || !this.topics.has(entry.message.topic)) {
        this.forget(id);
      } else if (now - entry.sentAt >= afterMs) {
        this.sendPush(id, now);
      }
    }
  }

  /** The message a push id carried, now acknowledged; undefined for unknown ids. */
  acknowledge(pushId: number): RelayMessage | undefined {
    const messageId = this.pushes.get(pushId);
    if (messageId === undefined) return undefined;
    const entry = this.inFlight.get(messageId);
    this.forget(messageId);
    return entry?.message;
  }

  private forget(messageId: string): void {
    const entry = this.inFlight.get(messageId);
    if (entry === undefined) return;
    for (const pushId of entry.pushIds) this.pushes.delete(pushId);
    this.inFlight.delete(messageId);
  }

  private sendPush(messageId: string, now: number): void {
    const entry = this.inFlight.get(messageId);
    if (entry === undefined) return;
    const { message } = entry;
    const pushId = nextPushId();
    entry.pushIds.push(pushId);
    entry.sentAt = now;
    this.pushes.set(pushId, messageId);
    this.onPush();
    this.send(
      JSON.stringify({
        id: pushId,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(message.topic, this.clientId),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            tag: message.tag,
            ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
          },
        },
      }),
    );
  }
}
