import type { MailboxMessage } from './mailboxMailer.js';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** The built-in mailbox as a page a developer can read: every message, newest first. */
export function mailboxPage(messages: readonly MailboxMessage[]): string {
  const items = messages.map(
    (m) => `<li><article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.receivedAt}">${m.receivedAt}</time></p>
<pre>${escapeHtml(m.text)}</pre>
</article></li>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico mailbox</title></head>
<body>
<main>
<h1>Portico mailbox</h1>
<p>Mail the cloud would have sent (no SMTP server is configured), newest first.</p>
${items.length === 0 ? '<p>No mail yet.</p>' : `<ol reversed>\n${items.join('\n')}\n</ol>`}
</main>
</body>
</html>
`;
}
