import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeGithubUser {
  id: number;
  login: string;
  email: string | null;
  /** What `GET /user/emails` answers (the `user:email` scope); without it, 404. */
  emails?: { email: string; primary: boolean; verified: boolean }[];
}

export interface FakeGithub {
  url: string;
  /** The user who consents at the next authorization: what `GET /user` answers for them. */
  next(user: FakeGithubUser | Record<string, unknown>): void;
  /** How each token request authenticated the client: in the body (`post`) or by HTTP Basic (`basic`). */
  clientAuth: ('post' | 'basic')[];
  close(): Promise<void>;
}

/**
 * A plain OAuth 2.0 provider shaped like GitHub on 127.0.0.1 (`/login/oauth/authorize`, `/login/oauth/access_token`,
 * `/user`): the authorize endpoint redirects at once with a code bound to the PKCE challenge and redirect URI; the
 * token endpoint checks the client, the verifier and the redirect URI, and a code is spent by its first use. Like
 * GitHub, it answers its errors with 200 and an error body (`{ "error": "bad_verification_code" }`).
 */
export async function startFakeGithub(client: { id: string; secret: string }): Promise<FakeGithub> {
  let user: FakeGithubUser | Record<string, unknown> = { id: 1, login: 'octocat', email: null };
  const codes = new Map<string, { challenge: string; redirectUri: string; user: unknown }>();
  const tokens = new Map<string, unknown>();
  const clientAuth: FakeGithub['clientAuth'] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/login/oauth/authorize') {
      const code = randomBytes(16).toString('hex');
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri, user });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      let text = '';
      for await (const chunk of request) text += chunk;
      const body = new URLSearchParams(text);
      const issued = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(body.get('code_verifier') ?? '')
        .digest('base64url');
      // The client in the body (GitHub) or by HTTP Basic (X): form-encoded id and secret (RFC 6749 §2.3.1).
      const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const [basicId = '', basicSecret = ''] = Buffer.from(basic ?? '', 'base64')
        .toString('utf8')
        .split(':');
      const id = basic === undefined ? body.get('client_id') : decodeURIComponent(basicId);
      const secret = basic === undefined ? body.get('client_secret') : decodeURIComponent(basicSecret);
      clientAuth.push(basic === undefined ? 'post' : 'basic');
      // GitHub answers its errors with 200 and an error body.
      if (id !== client.id || secret !== client.secret) {
        json(200, { error: 'incorrect_client_credentials' });
      } else if (issued !== undefined && issued.redirectUri !== body.get('redirect_uri')) {
        json(200, { error: 'redirect_uri_mismatch' });
      } else if (issued === undefined || issued.challenge !== challenge) {
        json(200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      } else {
        const token = randomBytes(16).toString('hex');
        tokens.set(token, issued.user);
        json(200, { access_token: token, token_type: 'bearer', scope: 'read:user' });
      }
      return;
    }
    if (url.pathname === '/user' || url.pathname === '/user/emails') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const owner = token === undefined ? undefined : (tokens.get(token) as Record<string, unknown>);
      if (owner === undefined) json(401, { message: 'Bad credentials' });
      else if (url.pathname === '/user') json(200, { ...owner, emails: undefined });
      else if (owner.emails === undefined) json(404, { message: 'Not Found' });
      else json(200, owner.emails);
      return;
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next(next) {
      user = next;
    },
    clientAuth,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
