/**
 * The mail catcher's own pages: the inbox (newest first, with a search box) and one message. Plain
 * server-rendered HTML without scripts; every value from a message is escaped, and a message's HTML
 * part is shown only in a sandboxed frame whose response carries a CSP sandbox of its own.
 */
import { createHash } from 'node:crypto';
import type { CaughtMessage, MailAddress } from './mail-catcher.ts';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
a { color: LinkText; }
a:focus-visible, input:focus-visible, button:focus-visible, iframe:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
h1 { font-size: 1.4rem; overflow-wrap: anywhere; }
form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-bottom: 1rem; }
input[type=search] { flex: 1 1 12rem; font: inherit; padding: .4rem; min-height: 2.75rem; box-sizing: border-box; }
button { font: inherit; padding: .4rem .9rem; min-height: 2.75rem; }
ol { list-style: none; margin: 0; padding: 0; }
li a { display: block; padding: .6rem .4rem; border-bottom: 1px solid GrayText; text-decoration: none; color: inherit; }
li a:hover { background: color-mix(in srgb, Highlight 15%, transparent); }
.subject { display: block; overflow-wrap: anywhere; text-decoration: underline; }
.unread .subject { font-weight: bold; }
.meta { display: block; font-size: .9rem; overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: bold; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: .5rem; border: 1px solid GrayText; }
iframe { width: 100%; height: 70vh; border: 1px solid GrayText; background: white; }
nav ul { display: flex; gap: 1rem; list-style: none; padding: 0; flex-wrap: wrap; }
nav a { display: inline-block; min-height: 2.75rem; line-height: 2.75rem; }
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The policy of the inbox pages: no scripts at all, this one stylesheet, frames from here only. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of a message's HTML part: sandboxed (an opaque origin, no scripts, no forms), its own
 * styles, embedded images only, nothing fetched from elsewhere, and framed only by the inbox.
 */
export const HTML_PART_CSP = [
  'sandbox',
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "frame-ancestors 'self'",
].join('; ');

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

function formatAddress(address: MailAddress | null): string {
  if (!address) return '';
  return address.Name ? `${address.Name} <${address.Address}>` : address.Address;
}

const formatAddresses = (addresses: readonly MailAddress[]) => addresses.map(formatAddress).join(', ');

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function timeElement(date: Date): string {
  return `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(formatTime(date))}</time>`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const viewHref = (message: CaughtMessage) => `/view/${encodeURIComponent(message.ID)}`;

export interface InboxView {
  /** Matching messages, newest first. */
  messages: readonly CaughtMessage[];
  total: number;
  query: string;
  start: number;
  pageSize: number;
}

export function renderInbox({ messages, total, query, start, pageSize }: InboxView): string {
  const page = messages.slice(start, start + pageSize);
  const items = page
    .map((message) => {
      const subject = message.Subject || '(no subject)';
      return `<li class="${message.Read ? 'read' : 'unread'}"><a href="${escapeHtml(viewHref(message))}">
<span class="subject">${message.Read ? '' : '<span class="visually-hidden">Unread: </span>'}${escapeHtml(subject)}</span>
<span class="meta">From ${escapeHtml(formatAddress(message.From) || '(unknown)')} to ${escapeHtml(formatAddresses(message.To) || '(nobody)')}</span>
<span class="meta">${timeElement(message.Created)}</span>
</a></li>`;
    })
    .join('\n');
  const status = query
    ? `${messages.length} of ${total} messages match “${escapeHtml(query)}”.`
    : `${total} ${total === 1 ? 'message' : 'messages'}, newest first.`;
  const link = (from: number, label: string) => {
    const params = new URLSearchParams();
    if (query) params.set('query', query);
    if (from > 0) params.set('start', String(from));
    const search = params.toString();
    return `<li><a href="${escapeHtml(`/${search ? `?${search}` : ''}`)}">${label}</a></li>`;
  };
  const pager = [
    start > 0 ? link(Math.max(0, start - pageSize), 'Newer messages') : '',
    start + pageSize < messages.length ? link(start + pageSize, 'Older messages') : '',
  ].join('');
  return layout(
    'Mail catcher',
    `<header>
<h1>Mail catcher</h1>
<p>Every message sent to the local SMTP server is kept here and never delivered.</p>
</header>
<main>
<form method="get" action="/" role="search">
<label for="query">Search</label>
<input type="search" id="query" name="query" value="${escapeHtml(query)}" placeholder="to:… from:… subject:…">
<button type="submit">Search</button>
<a href="/">Refresh</a>
</form>
<p>${status}</p>
${page.length > 0 ? `<ol aria-label="Messages">\n${items}\n</ol>` : '<p>No messages yet.</p>'}
${pager ? `<nav aria-label="More messages"><ul>${pager}</ul></nav>` : ''}
</main>`,
  );
}

export function renderMessage(message: CaughtMessage): string {
  const subject = message.Subject || '(no subject)';
  const rows: [string, string][] = [
    ['From', formatAddress(message.From)],
    ['To', formatAddresses(message.To)],
    ['Cc', formatAddresses(message.Cc)],
    ['Bcc', formatAddresses(message.Bcc)],
    ['Reply-To', formatAddresses(message.ReplyTo)],
    ['Return-Path', message.ReturnPath],
    ['Message-ID', message.MessageID],
  ];
  const details = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .concat(`<dt>Date</dt><dd>${timeElement(message.Date)}</dd>`, `<dt>Size</dt><dd>${message.Size} bytes</dd>`)
    .join('\n');
  const files = [...message.Attachments, ...message.Inline];
  const apiBase = `/api/v1/message/${encodeURIComponent(message.ID)}`;
  const attachments = files.length
    ? `<section aria-labelledby="attachments"><h2 id="attachments">Attachments</h2><ul>${files
        .map(
          (file) =>
            `<li><a href="${escapeHtml(`${apiBase}/part/${encodeURIComponent(file.PartID)}`)}">${escapeHtml(
              file.FileName || file.ContentID || file.PartID,
            )}</a> (${escapeHtml(file.ContentType)}, ${file.Size} bytes)</li>`,
        )
        .join('')}</ul></section>`
    : '';
  const html = message.HTML
    ? `<section aria-labelledby="html-part"><h2 id="html-part">HTML</h2>
<iframe src="${escapeHtml(`${viewHref(message)}/html`)}" sandbox="" referrerpolicy="no-referrer" title="HTML part of ${escapeHtml(subject)}"></iframe>
</section>`
    : '';
  const text = message.Text
    ? `<section aria-labelledby="text-part"><h2 id="text-part">Text</h2><pre>${escapeHtml(message.Text)}</pre></section>`
    : '';
  return layout(
    `${subject} – Mail catcher`,
    `<nav aria-label="Back"><ul><li><a href="/">All messages</a></li></ul></nav>
<main>
<h1>${escapeHtml(subject)}</h1>
<dl>
${details}
</dl>
${html}
${text}
${attachments}
<p><a href="${escapeHtml(`${apiBase}/raw`)}">Message source</a> · <a href="${escapeHtml(`${apiBase}/headers`)}">Headers (JSON)</a></p>
</main>`,
  );
}
