import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  EmbeddedWalletFarcasterStartBody,
  type EmbeddedWalletFarcasterStartResponse,
  EmbeddedWalletFarcasterVerifyBody,
  type EmbeddedWalletSocialLogin,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestProject } from '../../edge/index.js';
import { userForSocialLogin } from '../social/socialIdentities.js';
import type { WalletContext } from '../walletContext.js';
import { sendWalletError } from '../walletError.js';
import { loginAnswer } from '../walletKeys.js';
import { startSession } from '../walletSessions.js';
import { type FarcasterClient, FarcasterUnavailableError } from './farcasterClient.js';
import {
  farcasterLoginTtlMs,
  findFarcasterLogin,
  type PendingFarcasterLogin,
  saveFarcasterLogin,
  spendFarcasterLogin,
} from './pendingFarcasterLogins.js';

const farcasterMessages = {
  FARCASTER_NOT_AVAILABLE: 'Farcaster login is not available for this project',
  FARCASTER_LOGIN_EXPIRED:
    'This Farcaster login is unknown, expired or already used, belongs to another project, or its verifier is not the one it was started with; start it again',
  FARCASTER_LOGIN_REFUSED:
    "The Farcaster sign-in was refused: its signer is not the fid's custody or auth address, or its nonce or domain is not this login's",
  FARCASTER_RELAY_FAILED: 'The Farcaster relay or registries did not answer; try again',
} as const;

type FarcasterErrorCode = keyof typeof farcasterMessages;

function refuse(reply: FastifyReply, status: number, code: FarcasterErrorCode): FastifyReply {
  return sendWalletError(reply, status, code, farcasterMessages[code]);
}

/** The Farcaster client when the deployment configured one and the project offers Farcaster. */
function farcasterFor(context: WalletContext, request: FastifyRequest): FarcasterClient | undefined {
  const { socials } = requestProject(request).features;
  return socials !== false && socials.includes('farcaster') ? context.farcaster : undefined;
}

/**
 * Reads the channel until the Farcaster app approved it or `waitMs` passed (or the frame gave up the request).
 * Undefined: still pending; 'gone': the relay no longer knows it.
 */
async function approvedChannel(
  client: FarcasterClient,
  login: PendingFarcasterLogin,
  { pollIntervalMs, waitMs }: { pollIntervalMs: number; waitMs: number },
  request: FastifyRequest,
) {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const channel = await client.channel(login.channelToken);
    if (channel.state !== 'pending') return channel;
    if (performance.now() + pollIntervalMs > deadline || request.raw.destroyed) return undefined;
    await sleep(pollIntervalMs);
  }
}

/**
 * Farcaster login (docs/embedded-wallet.md "Farcaster"): start opens a relay channel for the secure frame's domain
 * with a nonce and keeps it with the frame's S256 challenge; verify (the frame's verifier) waits for the approval,
 * reads the channel once, verifies the signed message against the registries and logs in as the fid's user.
 */
export async function farcasterLoginRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, cipher, config } = context;

  api.post<{ Body: EmbeddedWalletFarcasterStartBody }>(
    '/v1/wallet/farcaster/start',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletFarcasterStartBody } },
    async (request, reply) => {
      const client = farcasterFor(context, request);
      if (client === undefined) return refuse(reply, 400, 'FARCASTER_NOT_AVAILABLE');
      const frameUrl = context.social.frameUrl();
      if (frameUrl === undefined) {
        return sendWalletError(reply, 503, 'FRAME_NOT_AVAILABLE', 'The secure frame is not served yet');
      }
      const frame = new URL(frameUrl);
      const now = clock();
      const login = { nonce: randomBytes(16).toString('hex'), domain: frame.host };
      let channel: { channelToken: string; url: string };
      try {
        channel = await client.createChannel({
          ...login,
          siweUri: frame.origin,
          expirationTime: new Date(now + farcasterLoginTtlMs).toISOString(),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'wallet: the Farcaster relay refused a channel');
        return refuse(reply, 502, 'FARCASTER_RELAY_FAILED');
      }
      const { codeChallenge } = request.body;
      await saveFarcasterLogin(db, requestProject(request).id, { ...login, ...channel, codeChallenge }, now);
      const answer: EmbeddedWalletFarcasterStartResponse = channel;
      return answer;
    },
  );

  api.post<{ Body: EmbeddedWalletFarcasterVerifyBody }>(
    '/v1/wallet/farcaster/verify',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletFarcasterVerifyBody } },
    async (request, reply) => {
      const client = farcasterFor(context, request);
      if (client === undefined) return refuse(reply, 400, 'FARCASTER_NOT_AVAILABLE');
      const login = await findFarcasterLogin(db, requestProject(request).id, request.body, clock());
      if (login === undefined) return refuse(reply, 400, 'FARCASTER_LOGIN_EXPIRED');
      try {
        const channel = await approvedChannel(client, login, config.farcaster, request);
        if (channel === undefined) return reply.code(202).send({ status: 'pending' });
        if (channel.state === 'gone' || !(await spendFarcasterLogin(db, login.channelToken))) {
          return refuse(reply, 400, 'FARCASTER_LOGIN_EXPIRED');
        }
        const fid = await client.verify({ ...login, message: channel.message, signature: channel.signature });
        if (fid === undefined) return refuse(reply, 401, 'FARCASTER_LOGIN_REFUSED');
        const identity = {
          subject: String(fid),
          username: channel.username,
          email: null,
          emailVerified: false,
        };
        const now = clock();
        const { user, session } = await db.transaction(async (tx) => {
          const found = await userForSocialLogin(tx, 'farcaster', identity, now);
          if (!found.ok) throw new Error('A Farcaster identity has no email to refuse it by');
          return { user: found.user, session: await startSession(tx, config, found.user.id, now) };
        });
        const answer: EmbeddedWalletSocialLogin = await loginAnswer(db, cipher, user, session);
        return answer;
      } catch (error) {
        if (!(error instanceof FarcasterUnavailableError)) throw error;
        request.log.warn({ err: error }, 'wallet: Farcaster login failed');
        return refuse(reply, 502, 'FARCASTER_RELAY_FAILED');
      }
    },
  );
}
