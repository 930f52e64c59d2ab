import { type AuthClientError, createAppClient, viemConnector } from '@farcaster/auth-client';
import type { WalletConfig } from '../../config.js';

/** What the relay says of a channel: not approved yet, approved (the signed message, read once), or gone. */
export type FarcasterChannel =
  | { state: 'pending' }
  | { state: 'completed'; message: string; signature: `0x${string}`; fid: number; username: string | null }
  | { state: 'gone' };

export interface FarcasterChannelRequest {
  /** The SIWF message's domain and URI: the secure frame's host and origin, where the visitor signs in. */
  domain: string;
  siweUri: string;
  nonce: string;
  /** When the signed message stops being valid (RFC 3339), as the relay puts it in the message. */
  expirationTime: string;
}

/** The relay or the chain could not answer: the cloud says 502, the login is not spent. */
export class FarcasterUnavailableError extends Error {
  override readonly name = 'FarcasterUnavailableError';
}

/** Refusals of a signed message (a wrong signer, nonce or domain): the visitor's login failed, not the service. */
const refusals: ReadonlySet<AuthClientError['errCode']> = new Set([
  'unauthorized',
  'unauthenticated',
  'bad_request',
  'bad_request.validation_failure',
]);

/**
 * Portico Cloud as a Farcaster Auth app client (@farcaster/auth-client): opens relay channels, reads them, and verifies
 * the signed Sign In With Farcaster message — the signature, the nonce and domain, and that the signer is the fid's
 * custody or auth address in the registries read at `rpcUrl`.
 */
export function createFarcasterClient(settings: WalletConfig['farcaster'] & { rpcUrl: string }) {
  const app = createAppClient({
    relay: settings.relayUrl,
    ethereum: viemConnector({ rpcUrl: settings.rpcUrl }),
  });

  return {
    async createChannel(request: FarcasterChannelRequest): Promise<{ channelToken: string; url: string }> {
      const { data, response, error } = await app.createChannel(request);
      if (error !== undefined || response.status !== 201) {
        throw new FarcasterUnavailableError(
          `The Farcaster relay refused a channel (${error?.message ?? response.status})`,
        );
      }
      return { channelToken: data.channelToken, url: data.url };
    },

    async channel(channelToken: string): Promise<FarcasterChannel> {
      const { data, response, error } = await app.status({ channelToken });
      if (error !== undefined && response === undefined) {
        throw new FarcasterUnavailableError(`The Farcaster relay did not answer (${error.message})`);
      }
      if (response.status === 202) return { state: 'pending' };
      if (response.status === 401 || response.status === 404) return { state: 'gone' };
      const { message, signature, fid, username } = data ?? {};
      if (response.status !== 200 || data?.state !== 'completed' || !message || !signature || !fid) {
        throw new FarcasterUnavailableError(`The Farcaster relay answered ${response.status}`);
      }
      return { state: 'completed', message, signature, fid, username: username ?? null };
    },

    /** The fid the message signs in, when it is valid for `nonce` and `domain`; undefined when it is refused. */
    async verify(params: {
      nonce: string;
      domain: string;
      message: string;
      signature: `0x${string}`;
    }): Promise<number | undefined> {
      const result = await app.verifySignInMessage({ ...params, acceptAuthAddress: true });
      if (!result.isError && result.success) return result.fid;
      if (result.error !== undefined && refusals.has(result.error.errCode)) return undefined;
      throw new FarcasterUnavailableError(
        `Farcaster's registries could not be read (${result.error?.message})`,
      );
    },
  };
}

export type FarcasterClient = ReturnType<typeof createFarcasterClient>;
