import type { TokenBalance } from '@portico/core';
import type { EmbeddedWalletKeys, EmbeddedWalletSession } from '@portico/core/wire';
import { base64urlnopad } from '@scure/base';

interface FakeSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  revoked: boolean;
}

export interface FakeCloudOptions {
  allowedOrigins?: string[];
  /** Where the RPC proxy forwards each CAIP-2 network's JSON-RPC. */
  rpcUrls?: Record<string, string>;
  balances?: Record<string, TokenBalance[]>;
  /** Lifetime of an access token. */
  accessTtlMs?: number;
  /** The proxy answers only once this settles (a slow chain). */
  rpcDelay?: Promise<void>;
  /** Networks with smart accounts (the remote config's `smartAccounts`); the proxy sends their ERC-4337 methods to the bundler. */
  smartAccounts?: FakeSmartAccountNetwork[];
}

interface FakeSmartAccountNetwork {
  caipNetworkId: string;
  kind: 'eip7702' | 'erc4337';
  /** An erc4337 network's account factory (PorticoAccountFactory): listed in `erc4337Networks` with it. */
  factory?: `0x${string}`;
  sponsored: boolean;
  bundlerUrl: string;
  /** Answers the paymaster's ERC-7677 methods (pm_getPaymasterStubData, pm_getPaymasterData). */
  paymaster?: (method: string, params: unknown[]) => Promise<unknown>;
}

/** The fields of every route's body, each read only by its route. */
type RequestBody = { email: string; otp: string; refreshToken: string } & EmbeddedWalletKeys & SocialBody;

type SocialBody = {
  provider: string;
  codeChallenge: string;
  state: string;
  code: string;
  codeVerifier: string;
  otp: string;
};

interface FakeUser {
  id: string;
  email: string | null;
  username: string | null;
  /** The social provider's subject, for a social user. */
  subject?: string;
}

const token = () => base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const error = (status: number, code: string, message: string) => json(status, { code, message });

/**
 * An in-process stand-in for Portico Cloud's routes the frame calls (docs/embedded-wallet.md), as a `fetch`.
 * It keeps what the real database would: users, sessions, the auth share and the recovery ciphertext.
 */
export class FakeCloud {
  readonly url = 'https://cloud.test';
  readonly users = new Map<string, FakeUser>();
  readonly wallets = new Map<string, EmbeddedWalletKeys>();
  readonly sessions: FakeSession[] = [];
  readonly codes = new Map<string, string>();
  readonly requests: URL[] = [];
  /** Social logins started, by state: their PKCE challenge. */
  readonly socialStarts = new Map<string, { provider: string; codeChallenge: string }>();
  /** The bodies POST /v1/wallet/social/verify received. */
  readonly socialVerifies: SocialBody[] = [];
  /** When set, social verify answers this refusal (e.g. 400 SOCIAL_LOGIN_REFUSED). */
  socialRefusal: { status: number; code: string; message: string } | undefined;
  /** The codes mailed for social links, by email (a purpose of their own: not login codes). */
  readonly linkCodes = new Map<string, string>();
  /** The bodies POST /v1/wallet/social/link received. */
  readonly socialLinks: SocialBody[] = [];
  private socialCodes = new Map<
    string,
    { state: string; subject: string; username: string; verifiedEmail?: string }
  >();
  /** Verified logins waiting for their email code, by state. */
  private pendingLinks = new Map<string, { codeChallenge: string; userId: string; subject: string }>();
  /** Social subjects linked to an email user. */
  private linked = new Map<string, string>();
  private pendingEmail = new Map<string, string>();

  constructor(private readonly options: FakeCloudOptions = {}) {}

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    this.requests.push(url);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as RequestBody;
    const authorization = new Headers(init?.headers).get('authorization');
    return this.route(init?.method ?? 'GET', url, body, authorization?.replace(/^Bearer /, ''));
  };

  /** The provider's side: the visitor consented for `state`; the code the callback URL will carry. */
  authorize(state: string, subject: string, username = `${subject}-name`, verifiedEmail?: string): string {
    const code = token();
    this.socialCodes.set(code, { state, subject, username, ...(verifiedEmail ? { verifiedEmail } : {}) });
    return code;
  }

  /** Expires every access token now (the next authenticated call gets a 401). */
  expireAccessTokens(): void {
    for (const session of this.sessions) session.accessExpiresAt = 0;
  }

  private userOfEmail(email: string) {
    return [...this.users.values()].find((user) => user.email === email.toLowerCase());
  }

  private openSession(userId: string): EmbeddedWalletSession {
    const session: FakeSession = {
      userId,
      accessToken: token(),
      refreshToken: token(),
      accessExpiresAt: Date.now() + (this.options.accessTtlMs ?? 600_000),
      revoked: false,
    };
    this.sessions.push(session);
    return {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      accessExpiresAt: new Date(session.accessExpiresAt).toISOString(),
      refreshExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
  }

  private bearer(accessToken: string | undefined) {
    const session = this.sessions.find((s) => s.accessToken === accessToken && !s.revoked);
    if (!session || session.accessExpiresAt < Date.now()) return undefined;
    return this.users.get(session.userId);
  }

  private async route(
    method: string,
    url: URL,
    body: RequestBody,
    accessToken: string | undefined,
  ): Promise<Response> {
    const route = `${method} ${url.pathname}`;
    if (route === 'POST /v1') return this.proxy(url, body);
    if (route === 'GET /appkit/v1/config') {
      const networks = this.options.smartAccounts ?? [];
      const ids = (keep: (network: FakeSmartAccountNetwork) => boolean) =>
        networks.filter(keep).map(({ caipNetworkId }) => caipNetworkId);
      const smartAccounts = {
        enabledNetworks: ids(() => true),
        sponsoredNetworks: ids(({ sponsored }) => sponsored),
        eip7702Networks: ids(({ kind }) => kind === 'eip7702'),
        erc4337Networks: networks.flatMap(({ caipNetworkId, kind, factory }) =>
          kind === 'erc4337' && factory ? [{ caipNetworkId, factory }] : [],
        ),
      };
      return json(200, { features: {}, smartAccounts });
    }
    if (route === 'GET /projects/v1/origins')
      return json(200, { allowedOrigins: this.options.allowedOrigins ?? [] });
    const balance = /^GET \/v1\/account\/([^/]+)\/balance$/.exec(route);
    if (balance) {
      return json(200, { balances: this.options.balances?.[url.searchParams.get('chainId') ?? ''] ?? [] });
    }
    if (route === 'POST /v1/wallet/email/otp') {
      const code = String(100_000 + Math.floor(Math.random() * 900_000));
      this.codes.set(body.email.toLowerCase(), code);
      // As the cloud: nothing says whether the email has a wallet before its code is verified.
      return json(200, {});
    }
    if (route === 'POST /v1/wallet/email/verify') {
      const email = body.email.toLowerCase();
      if (this.codes.get(email) !== body.otp) return error(400, 'INVALID_OTP', 'Invalid code');
      this.codes.delete(email);
      const user = this.userOfEmail(email) ?? { id: crypto.randomUUID(), email, username: null };
      this.users.set(user.id, user);
      return json(200, {
        session: this.openSession(user.id),
        user,
        wallet: this.wallets.get(user.id) ?? null,
      });
    }
    if (route === 'POST /v1/wallet/social/start') return this.socialStart(body);
    if (route === 'POST /v1/wallet/social/verify') return this.socialVerify(body);
    if (route === 'POST /v1/wallet/social/link') return this.socialLink(body);
    if (route === 'POST /v1/wallet/social/link/otp') {
      const link = await this.pendingLink(body);
      if (!link) return error(400, 'SOCIAL_LOGIN_EXPIRED', 'The social login expired: start again');
      this.mailLinkCode(link.userId);
      return json(200, {});
    }
    if (route === 'POST /v1/wallet/session/refresh') {
      const session = this.sessions.find((s) => s.refreshToken === body.refreshToken && !s.revoked);
      if (!session) return error(401, 'SESSION_EXPIRED', 'Session Expired');
      session.revoked = true;
      return json(200, this.openSession(session.userId));
    }
    if (route === 'POST /v1/wallet/session/revoke') {
      for (const session of this.sessions)
        if (session.refreshToken === body.refreshToken) session.revoked = true;
      return json(200, {});
    }
    const user = this.bearer(accessToken);
    if (!user) return error(401, 'UNAUTHORIZED', 'Unauthorized');
    switch (route) {
      case 'GET /v1/wallet/user': {
        const { subject, ...answered } = user;
        // The fake's social logins are all Google's.
        const socials = [...this.linked]
          .filter(([, id]) => id === user.id)
          .map(([linkedSubject]) => linkedSubject);
        if (subject) socials.unshift(subject);
        const loginMethods = [
          ...(user.email ? [{ kind: 'email', email: user.email }] : []),
          ...socials.map(() => ({ kind: 'social', provider: 'google', username: user.username })),
        ];
        return json(200, { ...answered, loginMethods });
      }
      case 'GET /v1/wallet/keys':
        return json(200, this.wallets.get(user.id) ?? null);
      case 'POST /v1/wallet/keys':
        if (this.wallets.has(user.id)) return error(409, 'WALLET_EXISTS', 'This user has a wallet');
        this.wallets.set(user.id, body);
        return json(200, body);
      case 'POST /v1/wallet/email/update':
        this.pendingEmail.set(user.id, body.email);
        this.codes.set(user.email ?? '', '111111');
        return json(200, { action: 'VERIFY_PRIMARY_OTP' });
      case 'POST /v1/wallet/email/update/primary':
        if (body.otp !== this.codes.get(user.email ?? '')) return error(400, 'INVALID_OTP', 'Invalid code');
        this.codes.set(this.pendingEmail.get(user.id) ?? '', '222222');
        return json(200, { action: 'VERIFY_SECONDARY_OTP' });
      case 'POST /v1/wallet/email/update/secondary': {
        const newEmail = this.pendingEmail.get(user.id) ?? '';
        if (body.otp !== this.codes.get(newEmail)) return error(400, 'INVALID_OTP', 'Invalid code');
        user.email = newEmail;
        return json(200, { newEmail });
      }
      default:
        return error(404, 'NOT_FOUND', `No route ${route}`);
    }
  }

  private socialStart({ provider, codeChallenge }: SocialBody): Response {
    if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) return error(400, 'INVALID_BODY', 'Invalid body');
    const state = token();
    this.socialStarts.set(state, { provider, codeChallenge });
    return json(200, {
      url: `https://idp.test/authorize?client_id=c&code_challenge=${codeChallenge}&state=${state}`,
    });
  }

  /** As the cloud: the pending login is spent only by the verifier of its challenge. */
  private async socialVerify(body: SocialBody): Promise<Response> {
    this.socialVerifies.push(body);
    if (this.socialRefusal)
      return error(this.socialRefusal.status, this.socialRefusal.code, this.socialRefusal.message);
    const start = this.socialStarts.get(body.state);
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body.codeVerifier)),
    );
    const granted = this.socialCodes.get(body.code);
    if (!start || base64urlnopad.encode(digest) !== start.codeChallenge || granted?.state !== body.state) {
      return error(400, 'SOCIAL_LOGIN_EXPIRED', 'The social login expired: start again');
    }
    this.socialStarts.delete(body.state);
    this.socialCodes.delete(body.code);
    const linkedTo = this.users.get(this.linked.get(granted.subject) ?? '');
    const known = linkedTo ?? [...this.users.values()].find((user) => user.subject === granted.subject);
    const emailUser = granted.verifiedEmail ? this.userOfEmail(granted.verifiedEmail) : undefined;
    if (!known && emailUser) {
      this.pendingLinks.set(body.state, {
        codeChallenge: start.codeChallenge,
        userId: emailUser.id,
        subject: granted.subject,
      });
      this.mailLinkCode(emailUser.id);
      return json(200, { link: { email: emailUser.email, username: granted.username } });
    }
    const user = known ?? {
      id: crypto.randomUUID(),
      email: null,
      username: granted.username,
      subject: granted.subject,
    };
    this.users.set(user.id, user);
    const { subject: _subject, ...answered } = user;
    return json(200, {
      session: this.openSession(user.id),
      user: answered,
      wallet: this.wallets.get(user.id) ?? null,
    });
  }

  private mailLinkCode(userId: string): void {
    this.linkCodes.set(
      this.users.get(userId)?.email ?? '',
      String(100_000 + Math.floor(Math.random() * 900_000)),
    );
  }

  /** As the cloud: a pending link is found only with the verifier of its login's challenge. */
  private async pendingLink({ state, codeVerifier }: SocialBody) {
    const link = this.pendingLinks.get(state);
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier ?? '')),
    );
    return link && link.codeChallenge === base64urlnopad.encode(digest) ? link : undefined;
  }

  private async socialLink(body: SocialBody): Promise<Response> {
    this.socialLinks.push(body);
    const link = await this.pendingLink(body);
    const user = link && this.users.get(link.userId);
    if (!link || !user) return error(400, 'SOCIAL_LOGIN_EXPIRED', 'The social login expired: start again');
    if (this.linkCodes.get(user.email ?? '') !== body.otp) return error(400, 'INVALID_OTP', 'Invalid code');
    this.linkCodes.delete(user.email ?? '');
    this.pendingLinks.delete(body.state);
    this.linked.set(link.subject, user.id);
    const { subject: _subject, ...answered } = user;
    return json(200, {
      session: this.openSession(user.id),
      user: answered,
      wallet: this.wallets.get(user.id) ?? null,
    });
  }

  private async proxy(url: URL, body: unknown): Promise<Response> {
    await this.options.rpcDelay;
    const chainId = url.searchParams.get('chainId') ?? '';
    const { id, method, params } = body as { id: number; method: string; params: unknown[] };
    const smart = this.options.smartAccounts?.find((network) => network.caipNetworkId === chainId);
    if (smart?.paymaster && method.startsWith('pm_')) {
      try {
        return json(200, { jsonrpc: '2.0', id, result: await smart.paymaster(method, params) });
      } catch (error) {
        const { code = -32603, message } = error as { code?: number; message: string };
        return json(200, { jsonrpc: '2.0', id, error: { code, message } });
      }
    }
    const bundled = smart && (method.includes('UserOperation') || method === 'eth_supportedEntryPoints');
    const upstream = bundled ? smart.bundlerUrl : this.options.rpcUrls?.[chainId];
    if (!upstream) return error(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain');
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return json(answer.status, await answer.json());
  }
}
