import type { RunningCloud } from '../server.js';
import { sdkQuery } from './dbPasses.js';

export interface WalletCall<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface SessionBody {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: string;
  refreshExpiresAt: string;
}

export interface LoginBody {
  session: SessionBody;
  user: { id: string; email: string };
  wallet: unknown;
}

/** The frame's calls to the wallet API, as a test makes them: one project, optional bearer token. */
export function walletTestClient(cloud: RunningCloud, projectId: string, origin?: string) {
  const call = async <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<WalletCall<T>> => {
    const response = await fetch(`${cloud.url}${path}?${sdkQuery(projectId)}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(origin === undefined ? {} : { origin }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text === '' ? undefined : JSON.parse(text)) as T,
    };
  };
  /** The code of the newest mail to `email`, read from the mailbox route. */
  const lastCode = async (email: string): Promise<string> => {
    const response = await fetch(`${cloud.mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
    const [newest] = (await response.json()) as { text: string }[];
    const code = /^Your Portico code is (\d{6})$/m.exec(newest?.text ?? '')?.[1];
    if (code === undefined) throw new Error(`No code in the mailbox for ${email}`);
    return code;
  };
  return {
    get: <T = unknown>(path: string, token?: string) => call<T>('GET', path, undefined, token),
    post: <T = unknown>(path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      call<T>('POST', path, body, token, headers),
    lastCode,
    /** Asks for a login code and signs in with it. */
    async login(email: string) {
      const otp = await call('POST', '/v1/wallet/email/otp', { email });
      if (otp.status !== 200) throw new Error(`otp: ${otp.status} ${JSON.stringify(otp.body)}`);
      const verified = await call('POST', '/v1/wallet/email/verify', { email, otp: await lastCode(email) });
      if (verified.status !== 200)
        throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
      return verified.body as LoginBody;
    },
  };
}

/** A wallet as the frame stores it (the addresses are the devnet's first accounts). */
export function sampleWallet(
  authShare = Buffer.from('auth share bytes of the test wallet').toString('base64'),
) {
  return {
    addresses: {
      eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    },
    authShare,
    recoveryShare: {
      ciphertext: 'Y2lwaGVydGV4dA==',
      iv: 'aXZpdml2aXZpdml2',
      salt: 'c2FsdHNhbHRzYWx0c2FsdA==', // 16 bytes, as the frame makes it
      iterations: 600_000,
    },
  };
}
