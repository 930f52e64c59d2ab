import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createPublicClient, http, parseAbi } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { DevnetFarcaster } from '../devnet.js';
import type { StackFarcaster } from '../stack/index.js';
import { approvalPath, channelUrlOf, handleApproval } from './approval.js';
import { type Channel, ChannelStore } from './channels.js';
import { listen, readJson, relayHost, sendJson } from './relayHttp.js';
import {
  bearerToken,
  parseAuthenticate,
  parseCreateChannel,
  RelayRefusal,
  unauthorized,
} from './relayRequests.js';

/** The local Farcaster relay's port when none is given. */
const defaultRelayPort = 4191;
/** How long a channel lives from its creation, as the relay's default `CHANNEL_TTL` (an hour). */
const defaultChannelTtlMs = 3_600_000;

export interface FarcasterRelayOptions {
  /** Default 4191; 0 picks a free port. Always bound to 127.0.0.1. */
  port?: number;
  /** The `X-Farcaster-Auth-Relay-Key` authenticate requires; default a random one. */
  authKey?: string;
  /** The devnet's registries and Farcaster users (`devnet.farcaster`): custody lookups and the approval page's accounts. */
  farcaster: DevnetFarcaster;
  /** How long a channel lives from its creation (default an hour). */
  channelTtlMs?: number;
  /** The clock channels expire by (milliseconds; default `Date.now`). */
  now?: () => number;
}

export interface FarcasterRelay {
  /** `http://127.0.0.1:<port>`: what auth-client takes as `relay` (its API under `/v1`). */
  url: string;
  port: number;
  authKey: string;
  /** The URL of a channel, as `POST /v1/channel` answers it: the relay's approval page for it. */
  channelUrl(channelToken: string): string;
  /** `stack.farcaster` of `.portico/stack.json`. */
  toStack(): StackFarcaster;
  /** Closes the listener and its connections. Idempotent. */
  stop(): Promise<void>;
}

const custodyAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)']);

/** A channel's status answer: everything but its URL (as the relay answers). */
const statusOf = ({ url: _url, connectUri: _connectUri, ...status }: Channel) => status;

/**
 * Starts the stand-in for the Farcaster Auth relay (farcasterxyz/auth-monorepo apps/relay) on loopback: its channel
 * API v1 as @farcaster/auth-client uses it, channels in memory, and at each channel's URL an approval page in place
 * of a Farcaster app. Like the relay it stores what the app sends and checks no signature: verifying is the app
 * client's part.
 */
export async function startFarcasterRelay(options: FarcasterRelayOptions): Promise<FarcasterRelay> {
  const authKey = options.authKey ?? randomBytes(24).toString('base64url');
  const channels = new ChannelStore(options.channelTtlMs ?? defaultChannelTtlMs, options.now ?? Date.now);
  const { farcaster } = options;
  const reader = createPublicClient({ transport: http(farcaster.rpcUrl) });
  const server = createServer();
  const port = await listen(server, options.port ?? defaultRelayPort);
  const url = `http://${relayHost}:${port}`;
  const approval = { relayUrl: url, authKey, channels, accounts: farcaster.accounts };

  const createChannel = async (request: IncomingMessage, response: ServerResponse) => {
    const params = parseCreateChannel(await readJson(request), generateSiweNonce);
    const { token, channel } = channels.open((channelToken) => ({
      state: 'pending',
      nonce: params.nonce,
      url: channelUrlOf(url, channelToken),
      connectUri: channelUrlOf(url, channelToken),
      acceptAuthAddress: params.acceptAuthAddress ?? true,
      signatureParams: params,
      metadata: {
        ip: request.socket.remoteAddress ?? '',
        userAgent: request.headers['user-agent'] ?? 'Unknown',
      },
    }));
    sendJson(response, 201, {
      channelToken: token,
      url: channel.url,
      connectUri: channel.url,
      nonce: channel.nonce,
    });
  };

  const authenticate = async (request: IncomingMessage, response: ServerResponse) => {
    const authentication = parseAuthenticate(await readJson(request));
    const token = bearerToken(request.headers.authorization);
    // The relay also takes the key under its older header name.
    const key =
      request.headers['x-farcaster-auth-relay-key'] ?? request.headers['x-farcaster-connect-auth-key'];
    if (key !== authKey) throw unauthorized();
    const custody = await reader
      .readContract({
        address: farcaster.idRegistry,
        abi: custodyAbi,
        functionName: 'custodyOf',
        args: [BigInt(authentication.fid)],
      })
      .catch((error: unknown) => {
        console.error('The local Farcaster relay could not read custodyOf from the devnet:', error);
        throw new RelayRefusal(502, { error: 'The ID registry could not be read' });
      });
    const channel = channels.read(token);
    if (channel === undefined) throw unauthorized();
    // As the relay does, a later authenticate on the channel replaces the earlier one until the status is read.
    const completed: Channel = {
      ...channel,
      state: 'completed',
      ...authentication,
      authMethod: authentication.authMethod ?? 'custody',
      custody,
      verifications: [],
    };
    channels.update(token, completed);
    sendJson(response, 201, completed);
  };

  const status = (request: IncomingMessage, response: ServerResponse) => {
    const token = bearerToken(request.headers.authorization);
    const channel = channels.read(token);
    if (channel === undefined) throw unauthorized();
    if (channel.state === 'completed') {
      channels.close(token);
      sendJson(response, 200, statusOf(channel));
      return;
    }
    sendJson(response, 202, statusOf(channel));
  };

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', url).pathname;
    const key = `${request.method} ${path}`;
    if (key === 'POST /v1/channel') return createChannel(request, response);
    if (key === 'POST /v1/channel/authenticate') return authenticate(request, response);
    if (key === 'GET /v1/channel/status') return status(request, response);
    if (key === 'GET /healthcheck') return sendJson(response, 200, { status: 'OK' });
    if (path === approvalPath && (request.method === 'GET' || request.method === 'POST')) {
      return handleApproval(request, response, approval);
    }
    sendJson(response, 404, { error: 'Not Found', message: `Route ${request.method}:${path} not found` });
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof RelayRefusal) {
        sendJson(response, error.status, error.body);
        return;
      }
      console.error('The local Farcaster relay failed a request:', error);
      sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }));
  return {
    url,
    port,
    authKey,
    channelUrl: (channelToken) => channelUrlOf(url, channelToken),
    toStack: () => ({ relayUrl: url, relayAuthKey: authKey, ...structuredClone(farcaster) }),
    stop,
  };
}
