// The login and consent pages of the local OpenID provider: plain HTML forms, no script, so a test drives them
// over HTTP as a browser would.

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
main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 1rem; box-shadow: 0 1px 4px #0002; }
h1 { font-size: 1.25rem; margin-top: 0; }
p.note { color: #52525b; font-size: 0.875rem; }
p.error { color: #b91c1c; }
label, input { display: block; width: 100%; box-sizing: border-box; }
input { margin: 0.25rem 0 1rem; padding: 0.5rem; font-size: 1rem; }
.actions { display: flex; gap: 0.5rem; }
button { flex: 1; padding: 0.6rem; font-size: 1rem; border-radius: 0.5rem; border: 1px solid #d4d4d8; background: #fff; }
button[value="allow"], button.primary { background: #18181b; color: #fff; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface LoginPage {
  /** The provider the client registration stands in for (`Google`). */
  providerName: string;
  /** Where the form posts. */
  action: string;
  /** Where "Cancel" posts: the login ends with `access_denied`. */
  abortAction: string;
  /** What was typed before, when it was refused. */
  username?: string;
  error?: string;
}

export function loginPage({ providerName, action, abortAction, username, error }: LoginPage): string {
  return page(
    `Sign in with ${providerName}`,
    `<h1>Sign in with ${escapeHtml(providerName)}</h1>
<p class="note">Portico's local OpenID provider, standing in for ${escapeHtml(providerName)}. Any username logs in;
its email is <code>&lt;username&gt;@example.com</code>, verified.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username ?? '')}">
<div class="actions"><button type="submit" class="primary">Sign in</button>
<button type="submit" formaction="${escapeHtml(abortAction)}">Cancel</button></div>
</form>`,
  );
}

export interface ConsentPage {
  providerName: string;
  /** The client's name (`Portico (Google)`). */
  clientName: string;
  username: string;
  scopes: string[];
  action: string;
}

export function consentPage({ providerName, clientName, username, scopes, action }: ConsentPage): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return page(
    `${providerName}: allow ${clientName}?`,
    `<h1>Allow ${escapeHtml(clientName)}?</h1>
<p>Signed in to ${escapeHtml(providerName)} as <strong>${escapeHtml(username)}</strong>.</p>
<p>${escapeHtml(clientName)} asks for:</p>
<ul>${items}</ul>
<form method="post" action="${escapeHtml(action)}">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}

/** The provider's error page (`renderError`): a request it refuses without redirecting, such as an unknown redirect URI. */
export function errorPage(out: { error: string; error_description?: string }): string {
  return page(
    'Sign-in failed',
    `<h1>Sign-in failed</h1>
<p class="error" role="alert"><code>${escapeHtml(out.error)}</code>: ${escapeHtml(out.error_description ?? '')}</p>
<p class="note">Portico's local OpenID provider refused the request.</p>`,
  );
}
