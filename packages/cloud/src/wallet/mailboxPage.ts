import { type PageText, pageText } from '../pages/pageText.js';
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

/** The built-in mailbox as a page a developer can read: every message, newest first, in `text`'s language. */
export function mailboxPage(messages: readonly MailboxMessage[], text: PageText = pageText('en')): string {
  const items = messages.map(
    (m) => `<li><article>
<h2>${escapeHtml(m.subject)}</h2>
<p>${text.html('mailboxTo', { to: `<strong>${escapeHtml(m.to)}</strong>`, time: `<time datetime="${m.receivedAt}">${m.receivedAt}</time>` })}</p>
<pre>${escapeHtml(m.text)}</pre>
</article></li>`,
  );
  return `<!doctype html>
<html ${text.attributes}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.html('mailboxTitle')}</title></head>
<body>
<main>
<h1>${text.html('mailboxTitle')}</h1>
<p>${text.html('mailboxIntro')}</p>
${items.length === 0 ? `<p>${text.html('mailboxEmpty')}</p>` : `<ol reversed>\n${items.join('\n')}\n</ol>`}
</main>
</body>
</html>
`;
}
