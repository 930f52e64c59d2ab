import { createWalletClient, type StatusAPIResponse, status } from '@farcaster/auth-client';
import { createPublicClient, custom, type LocalAccount } from 'viem';

/** Who approves a sign-in: a fid, its profile as a Farcaster app reports it, and the key that signs. */
export interface FarcasterSigner {
  fid: number;
  username?: string;
  displayName?: string;
  bio?: string;
  pfpUrl?: string;
  /** The fid's custody key, or an auth address registered for the fid in the key registry. */
  account: LocalAccount;
  /** What the app reports to the relay (default `custody`); an app client's verification decides for itself. */
  authMethod?: 'custody' | 'authAddress';
}

/** Values of the sign-in message that replace the channel's own (for tests of what an app client refuses). */
export interface SignInMessageOverrides {
  domain?: string;
  siweUri?: string;
  nonce?: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
}

export interface ApproveSignInOptions {
  /** The relay (`stack.farcaster.relayUrl`), its API under `/v1`. */
  relayUrl: string;
  /** The relay's `X-Farcaster-Auth-Relay-Key`. */
  authKey: string;
  /** The channel's URL (what an app shows as a QR code): its `channelToken` names the channel. */
  channelUrl: string;
  signer: FarcasterSigner;
  overrides?: SignInMessageOverrides;
}

export interface ApprovedSignIn {
  channelToken: string;
  message: string;
  signature: `0x${string}`;
}

// A wallet client's actions never read the chain; any use of this connector is a mistake here.
const notUsed = () => Promise.reject(new Error('The Farcaster app side reads no chain'));
const noChain = {
  getFid: notUsed,
  isValidAuthAddress: notUsed,
  publicClient: createPublicClient({ transport: custom({ request: notUsed }) }),
};

function failed(step: string, error: { message: string } | undefined): Error {
  return new Error(`Farcaster sign-in: ${step} failed: ${error?.message ?? 'unknown error'}`);
}

/** The channel's sign-in parameters, as a Farcaster app reads them (the status of a pending channel). */
async function pendingChannel(
  client: ReturnType<typeof createWalletClient>,
  channelToken: string,
): Promise<StatusAPIResponse> {
  const answer = await status(client, { channelToken });
  if (answer.isError) throw failed('reading the channel', answer.error);
  if (answer.response.status !== 202) {
    const reason = (answer.data as { error?: string }).error ?? `status ${answer.response.status}`;
    const detail = answer.response.status === 200 ? 'the channel was already completed' : reason;
    throw new Error(`Farcaster sign-in: the channel is not pending (${detail})`);
  }
  return answer.data;
}

/**
 * Approves a Sign in with Farcaster channel as a Farcaster app does: reads the channel's parameters from the relay
 * (channel URLs carry only the token), builds the SIWF message for them with auth-client (domain, SIWE URI, nonce,
 * and notBefore, expirationTime and requestId when given), signs it with the signer's key and sends it to the
 * relay's authenticate endpoint. Throws when the relay refuses.
 */
export async function approveSignIn(options: ApproveSignInOptions): Promise<ApprovedSignIn> {
  const { signer, overrides = {} } = options;
  const client = createWalletClient({ relay: options.relayUrl, ethereum: noChain });
  const parsed = client.parseSignInURI({ uri: options.channelUrl });
  if (parsed.isError) throw failed('reading the channel URL', parsed.error);
  const { channelToken } = parsed;
  const channel = await pendingChannel(client, channelToken);
  const params = { ...channel.signatureParams, ...overrides };
  const built = client.buildSignInMessage({
    domain: params.domain,
    uri: params.siweUri,
    nonce: params.nonce ?? channel.nonce,
    address: signer.account.address,
    fid: signer.fid,
    ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
    ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
  });
  if (built.isError) throw failed('building the message', built.error);
  const signature = await signer.account.signMessage({ message: built.message });
  const answer = await client.authenticate({
    channelToken,
    authKey: options.authKey,
    message: built.message,
    signature,
    fid: signer.fid,
    authMethod: signer.authMethod ?? 'custody',
    ...(signer.username ? { username: signer.username } : {}),
    ...(signer.displayName ? { displayName: signer.displayName } : {}),
    ...(signer.bio ? { bio: signer.bio } : {}),
    ...(signer.pfpUrl ? { pfpUrl: signer.pfpUrl } : {}),
  });
  if (answer.isError) throw failed('authenticating', answer.error);
  if (answer.response.status !== 201) {
    const reason = (answer.data as { error?: string }).error ?? `status ${answer.response.status}`;
    throw new Error(
      `Farcaster sign-in: the relay refused the approval (${answer.response.status}: ${reason})`,
    );
  }
  return { channelToken, message: built.message, signature };
}
