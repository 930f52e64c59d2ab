// The approval page of the local Farcaster relay: what a Farcaster app shows when it scans a sign-in QR code, as a
// plain HTML form (no script, no external assets), so a developer without a Farcaster app can sign in.
import type { StackFarcasterAccount } from '../stack/index.js';
import type { SignatureParams } from './channels.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
main { max-width: 24rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 1rem; box-shadow: 0 1px 4px #0002; }
h1 { font-size: 1.25rem; margin-top: 0; }
p.note { color: #52525b; font-size: 0.875rem; }
p.error { color: #b91c1c; }
fieldset { border: 1px solid #d4d4d8; border-radius: 0.5rem; margin: 0 0 1rem; }
label { display: block; padding: 0.25rem 0; }
button { width: 100%; padding: 0.6rem; font-size: 1rem; border-radius: 0.5rem; border: 0; background: #7c3aed; color: #fff; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const note = `<p class="note">Portico's local Farcaster relay, standing in for a Farcaster app in development: it signs
with the devnet accounts' custody keys, which it holds.</p>`;

export interface ApprovalPage {
  channelToken: string;
  params: SignatureParams;
  accounts: readonly StackFarcasterAccount[];
  error?: string;
}

export function approvalPage({ channelToken, params, accounts, error }: ApprovalPage): string {
  const choices = accounts
    .map(
      (
        account,
        i,
      ) => `<label><input type="radio" name="fid" value="${account.fid}"${i === 0 ? ' checked' : ''} required>
${escapeHtml(account.displayName ?? account.username)} (@${escapeHtml(account.username)}, fid ${account.fid})</label>`,
    )
    .join('\n');
  return page(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(params.domain)}</strong> asks you to sign in (${escapeHtml(params.siweUri)}).</p>
${note}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<fieldset><legend>Sign in as</legend>
${choices || '<p>The devnet has no Farcaster accounts.</p>'}
</fieldset>
<button type="submit">Approve</button>
</form>`,
  );
}

export function approvedPage(params: SignatureParams, account: StackFarcasterAccount): string {
  const back =
    params.redirectUrl && /^https?:\/\//i.test(params.redirectUrl) ? params.redirectUrl : undefined;
  return page(
    'Signed in with Farcaster',
    `<h1>Approved</h1>
<p role="status">You signed in to <strong>${escapeHtml(params.domain)}</strong> as @${escapeHtml(account.username)}
(fid ${account.fid}). You can close this page.</p>
${back ? `<p><a href="${escapeHtml(back)}">Back to ${escapeHtml(params.domain)}</a></p>` : ''}
${note}`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n${note}`,
  );
}
