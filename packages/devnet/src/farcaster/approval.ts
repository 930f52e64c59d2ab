import type { IncomingMessage, ServerResponse } from 'node:http';
import { privateKeyToAccount } from 'viem/accounts';
import type { StackFarcasterAccount } from '../stack/index.js';
import { approvalPage, approvedPage, errorPage } from './approvalPages.js';
import type { Channel, ChannelStore } from './channels.js';
import { readBody, sendPage } from './relayHttp.js';
import { RelayRefusal } from './relayRequests.js';
import { approveSignIn } from './signIn.js';

/** Where the relay's channel URLs point: its approval page, at the path of farcaster.xyz's (`/~/siwf`). */
export const approvalPath = '/~/siwf';

export interface ApprovalContext {
  relayUrl: string;
  authKey: string;
  channels: ChannelStore;
  accounts: readonly StackFarcasterAccount[];
}

export const channelUrlOf = (relayUrl: string, channelToken: string): string =>
  `${relayUrl}${approvalPath}?${new URLSearchParams({ channelToken })}`;

function pendingChannel(channels: ChannelStore, token: string | null): { token: string; channel: Channel } {
  const channel = token ? channels.read(token) : undefined;
  if (!token || channel === undefined) {
    throw new RelayRefusal(404, {
      error: 'No such sign-in',
      message: 'This sign-in request is unknown or has expired.',
    });
  }
  if (channel.state !== 'pending') {
    throw new RelayRefusal(409, {
      error: 'Already approved',
      message: 'This sign-in request was already approved.',
    });
  }
  return { token, channel };
}

/** A form post from another site (a page that makes the developer's browser approve its own channel) is refused. */
function requireSameOrigin(request: IncomingMessage, relayUrl: string): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (
    (origin !== undefined && origin !== new URL(relayUrl).origin) ||
    site === 'cross-site' ||
    site === 'same-site'
  ) {
    throw new RelayRefusal(403, { error: 'Forbidden', message: 'Approvals are taken only from this page.' });
  }
}

async function approve(request: IncomingMessage, response: ServerResponse, context: ApprovalContext) {
  requireSameOrigin(request, context.relayUrl);
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new RelayRefusal(415, { error: 'Unsupported Media Type', message: 'The approval is a form post.' });
  }
  const form = new URLSearchParams(await readBody(request));
  const { token, channel } = pendingChannel(context.channels, form.get('channelToken'));
  const account = context.accounts.find(({ fid }) => String(fid) === form.get('fid'));
  if (account === undefined) {
    const error = 'Choose one of the accounts.';
    sendPage(
      response,
      400,
      approvalPage({
        channelToken: token,
        params: channel.signatureParams,
        accounts: context.accounts,
        error,
      }),
    );
    return;
  }
  try {
    await approveSignIn({
      relayUrl: context.relayUrl,
      authKey: context.authKey,
      channelUrl: channelUrlOf(context.relayUrl, token),
      signer: {
        fid: account.fid,
        username: account.username,
        displayName: account.displayName,
        account: privateKeyToAccount(account.privateKey),
      },
    });
  } catch (error) {
    // Completed or expired meanwhile: answered as such; anything else is the relay's own failure.
    pendingChannel(context.channels, token);
    throw error;
  }
  sendPage(response, 200, approvedPage(channel.signatureParams, account));
}

/** `GET /~/siwf?channelToken=…` shows the sign-in request; `POST /~/siwf` approves it as the chosen account. */
export async function handleApproval(
  request: IncomingMessage,
  response: ServerResponse,
  context: ApprovalContext,
) {
  try {
    if (request.method === 'POST') {
      await approve(request, response, context);
      return;
    }
    const query = new URL(request.url ?? '/', context.relayUrl).searchParams;
    const { token, channel } = pendingChannel(context.channels, query.get('channelToken'));
    sendPage(
      response,
      200,
      approvalPage({ channelToken: token, params: channel.signatureParams, accounts: context.accounts }),
    );
  } catch (error) {
    if (!(error instanceof RelayRefusal)) throw error;
    sendPage(response, error.status, errorPage(error.body.error, error.message));
  }
}
