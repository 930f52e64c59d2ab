import type { RelayConfig } from '../config.js';
import { invalidParams, RelayRpcError, rpcErrors } from './jsonRpc.js';
import type { RelayConnection } from './relayConnection.js';
import type { RelayMessage } from './relayMessage.js';
import {
  attestation,
  maxBatchPublish,
  message,
  type PublishInput,
  paramsObject,
  publishInput,
  topic,
  topics,
  ttlSeconds,
} from './relayParams.js';
import { subscriptionId } from './subscriptionId.js';

/** The answer to a request, and what to do once it is sent (pushing pending messages after a subscribe). */
export interface RelayAnswer {
  result: unknown;
  afterAnswer?: () => Promise<void>;
}

/** Tags the relay gives the messages it publishes for `wc_proposeSession` / `wc_approveSession`. */
const sessionTags = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const;

/** What the methods need of the relay: the Relay class implements it, and this module need not import it. */
export interface RelayCore {
  readonly config: RelayConfig;
  subscribe(connection: RelayConnection, topics: readonly string[]): Promise<() => Promise<void>>;
  unsubscribe(connection: RelayConnection, topics: readonly string[]): Promise<void>;
  publish(connection: RelayConnection, input: PublishInput): Promise<void>;
  fetchPending(connection: RelayConnection, topics: readonly string[]): Promise<RelayMessage[]>;
}

type Method = (relay: RelayCore, connection: RelayConnection, params: unknown) => Promise<RelayAnswer>;

const methods: Record<string, Method> = {
  async irn_publish(relay, connection, params) {
    await relay.publish(connection, publishInput(params, relay.config.maxTtlSeconds));
    return { result: true };
  },

  async irn_batchPublish(relay, connection, params) {
    const { messages } = paramsObject(params);
    if (!Array.isArray(messages) || messages.length > maxBatchPublish) throw invalidParams('messages');
    const inputs = messages.map((item) => publishInput(item, relay.config.maxTtlSeconds));
    for (const input of inputs) await relay.publish(connection, input);
    return { result: true };
  },

  async irn_subscribe(relay, connection, params) {
    const subscribed = topic(paramsObject(params).topic);
    const afterAnswer = await relay.subscribe(connection, [subscribed]);
    return { result: subscriptionId(subscribed, connection.clientId), afterAnswer };
  },

  async irn_batchSubscribe(relay, connection, params) {
    const list = topics(paramsObject(params).topics);
    const afterAnswer = await relay.subscribe(connection, list);
    return { result: list.map((t) => subscriptionId(t, connection.clientId)), afterAnswer };
  },

  async irn_unsubscribe(relay, connection, params) {
    await relay.unsubscribe(connection, [topic(paramsObject(params).topic)]);
    return { result: true };
  },

  async irn_batchUnsubscribe(relay, connection, params) {
    const { subscriptions } = paramsObject(params);
    if (!Array.isArray(subscriptions) || subscriptions.length > 500) throw invalidParams('subscriptions');
    await relay.unsubscribe(
      connection,
      subscriptions.map((item) => topic(paramsObject(item).topic)),
    );
    return { result: true };
  },

  async irn_batchFetchMessages(relay, connection, params) {
    const list = topics(paramsObject(params).topics);
    const messages = await relay.fetchPending(connection, list);
    return {
      result: {
        messages: messages.map((m) => ({
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
        })),
        hasMore: false,
      },
    };
  },

  /** The dApp's proposal: the relay subscribes the dApp to the pairing topic and stores the proposal there. */
  async wc_proposeSession(relay, connection, params) {
    const p = paramsObject(params);
    const pairingTopic = topic(p.pairingTopic, 'pairingTopic');
    const proposal = message(p.sessionProposal, 'sessionProposal');
    const ttl = ttlSeconds(p.ttl, relay.config.maxTtlSeconds);
    const afterAnswer = await relay.subscribe(connection, [pairingTopic]);
    await relay.publish(connection, {
      topic: pairingTopic,
      message: proposal,
      ttlSeconds: ttl,
      tag: sessionTags.proposal,
      ...attestation(p.attestation),
    });
    return { result: true, afterAnswer };
  },

  /**
   * The wallet's approval: the relay subscribes the wallet to the session topic, answers the proposal on
   * the pairing topic and stores the settlement on the session topic (the dApp subscribes to it on reading
   * the answer).
   */
  async wc_approveSession(relay, connection, params) {
    const p = paramsObject(params);
    const pairingTopic = topic(p.pairingTopic, 'pairingTopic');
    const sessionTopic = topic(p.sessionTopic, 'sessionTopic');
    const response = message(p.sessionProposalResponse, 'sessionProposalResponse');
    const settlement = message(p.sessionSettlementRequest, 'sessionSettlementRequest');
    const ttl = ttlSeconds(p.ttl, relay.config.maxTtlSeconds);
    const afterAnswer = await relay.subscribe(connection, [sessionTopic]);
    await relay.publish(connection, {
      topic: pairingTopic,
      message: response,
      ttlSeconds: ttl,
      tag: sessionTags.proposalResponse,
    });
    await relay.publish(connection, {
      topic: sessionTopic,
      message: settlement,
      ttlSeconds: ttl,
      tag: sessionTags.settlement,
    });
    return { result: true, afterAnswer };
  },
};

export function handleRelayRequest(
  relay: RelayCore,
  connection: RelayConnection,
  method: string,
  params: unknown,
): Promise<RelayAnswer> {
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (handler === undefined) throw new RelayRpcError(rpcErrors.methodNotFound);
  return handler(relay, connection, params);
}
