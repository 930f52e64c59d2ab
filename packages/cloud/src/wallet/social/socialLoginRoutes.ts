import {
  type EmbeddedWalletSocialLinkRequired,
  type EmbeddedWalletSocialLogin,
  EmbeddedWalletSocialStartBody,
  type EmbeddedWalletSocialStartResponse,
  EmbeddedWalletSocialVerifyBody,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { requestProject } from '../../edge/index.js';
import { cooldownLeft } from '../emailCodes.js';
import { allowVerify, mailCode } from '../mailCode.js';
import type { WalletContext } from '../walletContext.js';
import { sendWalletError, walletMessages } from '../walletError.js';
import { loginAnswer } from '../walletKeys.js';
import { startSession } from '../walletSessions.js';
import { offeredSocials } from './offeredSocials.js';
import { savePendingLink } from './pendingSocialLinks.js';
import { savePendingLogin, takePendingLogin } from './pendingSocialLogins.js';
import type { ProviderClient } from './providerClient.js';
import type { SocialProvider } from './socialConfig.js';
import { socialFailure } from './socialFailure.js';
import { userForSocialLogin } from './socialIdentities.js';
import type { SocialIdentity } from './socialProfiles.js';

/** The path of the secure frame's page the providers send the visitor back to. */
const socialCallbackPath = '/social/callback';

/** The client of `provider` when the deployment configured it and the project turned it on. */
function providerFor(
  context: WalletContext,
  request: FastifyRequest,
  provider: SocialProvider,
): ProviderClient | undefined {
  const offered = offeredSocials(requestProject(request).features.socials, context.social.clients);
  return offered !== false && offered.includes(provider) ? context.social.clients.get(provider) : undefined;
}

function sendProviderFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  error: unknown,
): FastifyReply {
  const failure = socialFailure(provider, error);
  request.log.warn({ provider, ...failure.logged, status: failure.status }, 'wallet: social login failed');
  return sendWalletError(reply, failure.status, failure.code, failure.message);
}

/**
 * Social login (docs/embedded-wallet.md "Social login"): the cloud is the OAuth client, the secure frame holds the
 * PKCE code verifier. start keeps a pending login with the frame's code challenge and answers the provider's URL;
 * verify spends it when the frame's verifier matches that challenge, exchanges the code with that verifier and
 * opens a session like email verify does — or, when the provider's verified email has an email-login wallet, mails
 * that email a code and answers that a link is needed (finished by `socialLinkRoutes`).
 */
export async function socialLoginRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, cipher, config, codeRules } = context;

  api.post<{ Body: EmbeddedWalletSocialStartBody }>(
    '/v1/wallet/social/start',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletSocialStartBody } },
    async (request, reply) => {
      const { provider, codeChallenge } = request.body;
      const client = providerFor(context, request, provider);
      if (client === undefined) {
        return sendWalletError(
          reply,
          400,
          'SOCIAL_PROVIDER_NOT_AVAILABLE',
          `Social login with ${provider} is not available for this project`,
        );
      }
      const frameUrl = context.social.frameUrl();
      if (frameUrl === undefined) {
        return sendWalletError(reply, 503, 'FRAME_NOT_AVAILABLE', 'The secure frame is not served yet');
      }
      const login = {
        provider,
        state: oidc.randomState(),
        codeChallenge,
        nonce: client.settings.protocol.kind === 'oidc' ? oidc.randomNonce() : null,
        redirectUri: `${new URL(frameUrl).origin}${socialCallbackPath}`,
      };
      let url: string;
      try {
        url = await client.authorizationUrl(login);
      } catch (error) {
        return sendProviderFailure(request, reply, provider, error);
      }
      await savePendingLogin(db, requestProject(request).id, login, clock());
      const answer: EmbeddedWalletSocialStartResponse = { url };
      return answer;
    },
  );

  api.post<{ Body: EmbeddedWalletSocialVerifyBody }>(
    '/v1/wallet/social/verify',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletSocialVerifyBody } },
    async (request, reply) => {
      if (!(await allowVerify(context, request, reply))) return reply;
      const project = requestProject(request);
      const { state, code, iss, codeVerifier } = request.body;
      const pending = await takePendingLogin(db, project.id, { state, codeVerifier }, clock());
      const client = pending && providerFor(context, request, pending.provider);
      if (pending === undefined || client === undefined) {
        return sendWalletError(reply, 400, 'SOCIAL_LOGIN_EXPIRED', walletMessages.SOCIAL_LOGIN_EXPIRED);
      }
      let identity: SocialIdentity;
      try {
        identity = await client.identity(
          { ...pending, codeVerifier },
          { code, ...(iss === undefined ? {} : { iss }) },
        );
      } catch (error) {
        return sendProviderFailure(request, reply, pending.provider, error);
      }
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const found = await userForSocialLogin(tx, pending.provider, identity, now);
        if (!found.ok) return found;
        return { ...found, session: await startSession(tx, config, found.user.id, now) };
      });
      if (!outcome.ok) {
        // The email's wallet is reached only with its code (docs "Social login: linking"): the link waits for it.
        const { emailUser } = outcome;
        await savePendingLink(
          db,
          { projectId: project.id, state },
          { provider: pending.provider, identity, email: emailUser.email, userId: emailUser.id },
          now,
          now + codeRules.codeTtlMs,
        );
        const target = { email: emailUser.email, purpose: 'link', userId: emailUser.id } as const;
        // A link code mailed within the cooldown is still live: it serves this link too (codes are per email).
        if ((await cooldownLeft(db, codeRules, target, now)) === 0) {
          if (!(await mailCode(context, request, reply, target))) return reply;
        }
        const answer: EmbeddedWalletSocialLinkRequired = {
          link: { email: emailUser.email, username: identity.username },
        };
        return answer;
      }
      const { user, session } = outcome;
      const answer: EmbeddedWalletSocialLogin = await loginAnswer(db, cipher, user, session);
      return answer;
    },
  );
}
