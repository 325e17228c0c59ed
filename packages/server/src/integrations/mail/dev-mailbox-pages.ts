import { escapeHtml as e } from './html';

/**
 * The dev mailbox's two pages, as plain HTML with no script (the document CSP forbids inline
 * scripts, and the pages need none). Every value that came from the database is escaped.
 */

export type MailboxListItem = { id: string; to: string; subject: string; appName: string; appSlug: string; status: string; createdAt: Date };
export type MailboxEmail = MailboxListItem & { kind: string; html: string; text: string; lastError: string | null; links: string[] };

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f9fafb; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.4rem; margin: 8px 0 16px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: start; padding: 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; font-size: 0.9rem; }
  th { font-weight: 600; color: #4b5563; }
  a { color: #4338ca; }
  .muted { color: #6b7280; }
  .links li { margin: 4px 0; word-break: break-all; }
  .meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 16px; }
  .meta dt { font-weight: 600; color: #4b5563; }
  .meta dd { margin: 0; word-break: break-all; }
  iframe { width: 100%; height: 640px; border: 1px solid #e5e7eb; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fff; padding: 12px; border: 1px solid #e5e7eb; }
  @media (max-width: 640px) { .hide-narrow { display: none; } }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

const time = (date: Date) => `<time datetime="${e(date.toISOString())}">${e(date.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`;

export function mailboxListPage(items: MailboxListItem[]): string {
  const rows = items
    .map(
      (item) => `<tr>
<td>${e(item.to)}</td>
<td><a href="/dev/mailbox/${e(item.id)}">${e(item.subject)}</a></td>
<td class="hide-narrow">${e(item.appName)} <span class="muted">(${e(item.appSlug)})</span></td>
<td class="hide-narrow">${e(item.status)}</td>
<td>${time(item.createdAt)}</td>
</tr>`,
    )
    .join('\n');
  const body = items.length
    ? `<table><thead><tr><th>To</th><th>Subject</th><th class="hide-narrow">App</th><th class="hide-narrow">Status</th><th>Time</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p class="muted">No emails yet. Ask for a sign-in link or a password reset and it appears here.</p>';
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1>
<p class="muted">The newest 50 emails of every app on this server, delivered or not. Development only; never served in production.</p>
${body}`,
  );
}

export function mailboxEmailPage(email: MailboxEmail): string {
  const links = email.links.length
    ? `<ul class="links">${email.links.map((link) => `<li><a href="${e(link)}">${e(link)}</a></li>`).join('')}</ul>`
    : '<p class="muted">No links in this email.</p>';
  return page(
    email.subject,
    `<p><a href="/dev/mailbox">← All emails</a></p>
<h1>${e(email.subject)}</h1>
<dl class="meta">
<dt>To</dt><dd>${e(email.to)}</dd>
<dt>App</dt><dd>${e(email.appName)} (${e(email.appSlug)})</dd>
<dt>Kind</dt><dd>${e(email.kind)}</dd>
<dt>Status</dt><dd>${e(email.status)}${email.lastError ? ` — ${e(email.lastError)}` : ''}</dd>
<dt>Time</dt><dd>${time(email.createdAt)}</dd>
</dl>
<h2>Links</h2>
${links}
<h2>HTML</h2>
<iframe sandbox title="Email body" srcdoc="${e(email.html)}"></iframe>
<h2>Text</h2>
<pre>${e(email.text)}</pre>`,
  );
}

export function mailboxNotFoundPage(): string {
  return page('Email not found', '<p><a href="/dev/mailbox">← All emails</a></p><h1>Email not found</h1>');
}
