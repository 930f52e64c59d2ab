/**
 * The cloud's wallet API for the frame (docs/embedded-wallet.md "Cloud API for the frame"), in memory, as a
 * `fetch`: enough for the real frame to log in, create a wallet, refresh and revoke sessions. `codeFor` reads
 * the mailbox; `endSessions` makes every token of every session invalid, as a revocation on the cloud does.
 */
export function createFakeCloud() {
  const codes = new Map<string, string>();
  const users = new Map<string, { id: string; email: string }>();
  const wallets = new Map<string, unknown>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  let issued = 0;

  const session = (userId: string) => {
    issued += 1;
    const [accessToken, refreshToken] = [`access-${issued}`, `refresh-${issued}`];
    accessTokens.set(accessToken, userId);
    refreshTokens.set(refreshToken, userId);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    return { accessToken, refreshToken, accessExpiresAt: inAnHour, refreshExpiresAt: inAnHour };
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const expired = () => json(401, { code: 'SESSION_EXPIRED', message: 'Session Expired' });
  const userById = (id: string) => [...users.values()].find((user) => user.id === id);

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const bearer = (init?.headers as Record<string, string> | undefined)?.authorization?.slice(
      'Bearer '.length,
    );
    const userId = bearer === undefined ? undefined : accessTokens.get(bearer);
    switch (`${init?.method ?? 'GET'} ${url.pathname}`) {
      case 'POST /v1/wallet/email/otp': {
        const code = String(100_000 + issued * 7919);
        codes.set(body.email, code);
        const user = users.get(body.email);
        return json(200, { hasWallet: user !== undefined && wallets.has(user.id) });
      }
      case 'POST /v1/wallet/email/verify': {
        if (codes.get(body.email) !== body.otp)
          return json(400, { code: 'INVALID_OTP', message: 'Invalid code' });
        codes.delete(body.email);
        const user = users.get(body.email) ?? { id: `user-${users.size + 1}`, email: body.email };
        users.set(body.email, user);
        return json(200, { session: session(user.id), user, wallet: wallets.get(user.id) ?? null });
      }
      case 'POST /v1/wallet/keys':
        if (!userId) return expired();
        wallets.set(userId, body);
        return json(200, body);
      case 'GET /v1/wallet/keys':
        return userId ? json(200, wallets.get(userId) ?? null) : expired();
      case 'GET /v1/wallet/user':
        return userId ? json(200, userById(userId)) : expired();
      case 'POST /v1/wallet/session/refresh': {
        const owner = refreshTokens.get(body.refreshToken);
        if (!owner) return expired();
        refreshTokens.delete(body.refreshToken);
        return json(200, session(owner));
      }
      case 'POST /v1/wallet/session/revoke':
        refreshTokens.delete(body.refreshToken);
        return json(200, {});
      default:
        return json(404, { code: 'NOT_FOUND', message: `No route ${url.pathname}` });
    }
  };

  return {
    fetch,
    codeFor(email: string): string {
      const code = codes.get(email);
      if (code === undefined) throw new Error(`No code was mailed to ${email}`);
      return code;
    },
    endSessions() {
      accessTokens.clear();
      refreshTokens.clear();
    },
  };
}
