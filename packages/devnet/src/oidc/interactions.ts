import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionResults, Provider } from 'oidc-provider';
import { consentPage, loginPage } from './interactionPages.js';
import { type LocalAccounts, normalizeUsername } from './localAccounts.js';
import { socialProviderNames, socialProviderOf } from './socialClients.js';

/** Where the provider sends the browser for a login or a consent (`interactions.url`). */
export const interactionPath = (uid: string): string => `/interaction/${uid}`;

const route = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|consent|abort))?$/;
const maxFormBytes = 8 * 1024;

/** The denial a client receives at its redirect URI when the user presses Deny or Cancel. */
const denied: InteractionResults = {
  error: 'access_denied',
  error_description: 'The user denied the request',
};

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxFormBytes) {
        reject(new Error(`The form is larger than ${maxFormBytes} bytes`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function html(response: ServerResponse, status: number, body: string): void {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(body);
}

/**
 * The login and consent pages (oidc-provider's interactions): GET shows the page the pending authorization needs,
 * POST `login` takes a username, POST `consent` allows or denies, POST `abort` cancels. Answers false for any other path.
 */
export function createInteractions(provider: Provider, accounts: LocalAccounts) {
  async function grantConsent(
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ): Promise<InteractionResults> {
    const { prompt, params, session, grantId } = details;
    if (session === undefined) throw new Error('Consent was asked before a login');
    const grant =
      (grantId === undefined ? undefined : await provider.Grant.find(grantId)) ??
      new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return { consent: { grantId: await grant.save() } };
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const match = route.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (match === null) return false;
    const [, uid, action] = match;
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('This login page belongs to another authorization request');
    const clientId = String(details.params.client_id);
    const socialProvider = socialProviderOf(clientId);
    const providerName = socialProvider ? socialProviderNames[socialProvider] : clientId;
    const base = interactionPath(details.uid);

    if (request.method === 'GET' && action === undefined) {
      if (details.prompt.name === 'login') {
        html(
          response,
          200,
          loginPage({ providerName, action: `${base}/login`, abortAction: `${base}/abort` }),
        );
        return true;
      }
      const subject = details.session?.accountId ?? '';
      const client = await provider.Client.find(clientId);
      const scopes = (details.prompt.details as { missingOIDCScope?: string[] }).missingOIDCScope;
      html(
        response,
        200,
        consentPage({
          providerName,
          clientName: client?.clientName ?? clientId,
          username: accounts.usernameOf(subject) ?? subject,
          scopes: scopes ?? String(details.params.scope).split(' '),
          action: `${base}/consent`,
        }),
      );
      return true;
    }
    if (request.method !== 'POST' || action === undefined) {
      response.writeHead(405, { allow: action === undefined ? 'GET' : 'POST' }).end();
      return true;
    }
    const form = await readForm(request);
    if (action === 'abort' || (action === 'consent' && form.get('decision') === 'deny')) {
      await provider.interactionFinished(request, response, denied, { mergeWithLastSubmission: false });
      return true;
    }
    if (action === 'login') {
      const typed = form.get('username') ?? '';
      const username = normalizeUsername(typed);
      if (username === undefined) {
        const error = 'A username is 1 to 64 letters, digits, dots, dashes or underscores.';
        html(
          response,
          400,
          loginPage({
            providerName,
            action: `${base}/login`,
            abortAction: `${base}/abort`,
            username: typed,
            error,
          }),
        );
        return true;
      }
      const result = { login: { accountId: accounts.login(username) } };
      await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
      return true;
    }
    if (form.get('decision') !== 'allow')
      throw new Error('The consent form needs decision=allow or decision=deny');
    const result = await grantConsent(details);
    await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: true });
    return true;
  };
}
