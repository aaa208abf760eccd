/**
 * The local mail catcher, as the Supabase CLI runs Inbucket/Mailpit beside its API: an SMTP server
 * that accepts every message and delivers none, and a web inbox that answers Mailpit's API
 * (`/api/v1/messages`, `/api/v1/message/{ID}`, `…/raw`, `…/headers`, `/api/v1/search`) so tools
 * written for Mailpit read it. Messages live in memory only, the newest `maxMessages` of them.
 *
 * SMTP and MIME are left to `smtp-server` and `mailparser` (Nodemailer's project); this file only
 * stores what they hand over and shapes it as Mailpit does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { renderInbox, renderMessage, HTML_PART_CSP, PAGE_CSP } from './mail-catcher-page.ts';

export const DEFAULT_MAX_MESSAGES = 1000;
export const DEFAULT_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const MAX_REQUEST_BODY = 1024 * 1024;
const SNIPPET_LIMIT = 200; // Mailpit's

/** Mailpit's address shape (Go's net/mail.Address). */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** Mailpit's `Attachment`. */
export interface MailAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}

/** One caught message: what Mailpit's `Message` and `MessageSummary` are made from, and its source. */
export interface CaughtMessage {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  /** Envelope recipients not named in To or Cc, as Mailpit reports them. */
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  /** When the message arrived. */
  Created: Date;
  /** The Date header, or the arrival time without one. */
  Date: Date;
  /** The SMTP AUTH user name, if the client logged in. */
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: MailAttachment[];
  Attachments: MailAttachment[];
  Snippet: string;
  /** The message as it came over SMTP. */
  raw: Buffer;
  /** Header name (Go's canonical spelling) → values, in order. */
  headers: Record<string, string[]>;
  /** Part contents by PartID. */
  parts: Map<string, { contentType: string; content: Buffer }>;
}

export interface MailCatcherOptions {
  /** Interface for both servers; loopback by default. */
  host?: string;
  /** 0 for any free port. */
  smtpPort?: number;
  /** 0 for any free port. */
  webPort?: number;
  maxMessages?: number;
  maxMessageBytes?: number;
  /**
   * Recipients the SMTP server accepts (Mailpit's --smtp-allowed-recipients / MP_SMTP_ALLOWED_RECIPIENTS);
   * others are refused at RCPT TO with 550, as a real server refuses an unknown mailbox. All by default.
   */
  allowedRecipients?: RegExp;
}

export interface RunningMailCatcher {
  host: string;
  smtpPort: number;
  webPort: number;
  /** The web inbox, e.g. http://127.0.0.1:54324 */
  url: string;
  /** Caught messages, newest first. */
  messages(): readonly CaughtMessage[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Store and search

export class MailStore {
  #items: CaughtMessage[] = []; // newest first
  constructor(readonly maxMessages = DEFAULT_MAX_MESSAGES) {}

  add(message: CaughtMessage): void {
    this.#items.unshift(message);
    if (this.#items.length > this.maxMessages) this.#items.length = this.maxMessages;
  }

  all(): readonly CaughtMessage[] {
    return this.#items;
  }

  /** A message by ID; `latest` is the newest. */
  get(id: string): CaughtMessage | undefined {
    return id === 'latest' ? this.#items[0] : this.#items.find((message) => message.ID === id);
  }

  /** Deletes the given IDs, or everything without any. */
  delete(ids?: readonly string[]): void {
    if (!ids || ids.length === 0) {
      this.#items = [];
      return;
    }
    const doomed = new Set(ids);
    this.#items = this.#items.filter((message) => !doomed.has(message.ID));
  }

  search(query: string): CaughtMessage[] {
    const terms = parseSearch(query);
    return this.#items.filter((message) => terms.every((term) => matches(message, term) !== term.negate));
  }
}

interface SearchTerm {
  field: 'to' | 'from' | 'cc' | 'bcc' | 'subject' | 'message-id' | 'is' | 'text';
  value: string;
  negate: boolean;
}

const SEARCH_FIELDS = new Set(['to', 'from', 'cc', 'bcc', 'subject', 'message-id', 'is']);

/**
 * Mailpit's search syntax, in part: whitespace-separated terms, `"quoted phrases"`, `field:value`
 * for to, from, cc, bcc, subject, message-id and is:read/unread, `-term` to exclude; anything else
 * is free text. Case-insensitive substring matches.
 */
export function parseSearch(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of query.matchAll(/(-?)(?:([a-z-]+):)?(?:"([^"]*)"|(\S+))/gi)) {
    const [, minus, field, quoted, bare] = match;
    const name = field?.toLowerCase();
    const value = (quoted ?? bare ?? '').toLowerCase();
    if (name && SEARCH_FIELDS.has(name)) {
      terms.push({ field: name as SearchTerm['field'], value, negate: minus === '-' });
    } else {
      const text = field ? `${field.toLowerCase()}:${value}` : value;
      if (text) terms.push({ field: 'text', value: text, negate: minus === '-' });
    }
  }
  return terms;
}

function addressText(addresses: readonly (MailAddress | null)[]): string {
  return addresses
    .filter((address): address is MailAddress => address !== null)
    .map((address) => `${address.Name} <${address.Address}>`)
    .join(', ')
    .toLowerCase();
}

function matches(message: CaughtMessage, term: SearchTerm): boolean {
  const has = (haystack: string) => haystack.toLowerCase().includes(term.value);
  switch (term.field) {
    case 'to':
      return has(addressText(message.To));
    case 'from':
      return has(addressText([message.From]));
    case 'cc':
      return has(addressText(message.Cc));
    case 'bcc':
      return has(addressText(message.Bcc));
    case 'subject':
      return has(message.Subject);
    case 'message-id':
      return has(message.MessageID);
    case 'is':
      return term.value === 'read' ? message.Read : term.value === 'unread' ? !message.Read : false;
    case 'text':
      return [
        message.Subject,
        addressText([message.From, ...message.To, ...message.Cc, ...message.Bcc]),
        message.Text,
        message.HTML,
      ].some(has);
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing

/** Go's net/textproto canonical header key: `content-type` → `Content-Type`. */
export function canonicalHeaderKey(key: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(key)) return key;
  return key
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('-');
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: MailAddress[] = [];
  const visit = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) visit(entry.group);
      else if (entry.address || entry.name) out.push({ Name: entry.name ?? '', Address: entry.address ?? '' });
    }
  };
  for (const object of objects) visit(object.value);
  return out;
}

function snippet(text: string): string {
  const flat = text
    .replace(/\uFEFF/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length <= SNIPPET_LIMIT ? flat : `${chars.slice(0, SNIPPET_LIMIT).join('')}...`;
}

function newId(): string {
  return randomBytes(16).toString('base64url');
}

function describeAttachment(attachment: Attachment, index: number): MailAttachment {
  const digest = (algorithm: string) => createHash(algorithm).update(attachment.content).digest('hex');
  return {
    PartID: attachment.partId ?? String(index + 1),
    FileName: attachment.filename ?? '',
    ContentType: attachment.contentType,
    ContentID: attachment.contentId?.replace(/^<|>$/g, '') ?? '',
    Size: attachment.size,
    Checksums: { MD5: digest('md5'), SHA1: digest('sha1'), SHA256: digest('sha256') },
  };
}

export interface Envelope {
  mailFrom: string;
  rcptTo: string[];
  username?: string;
}

/** Builds the stored form of a message from its source and SMTP envelope. */
export async function parseMessage(raw: Buffer, envelope: Envelope, received = new Date()): Promise<CaughtMessage> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, { keepCidLinks: true, skipTextToHtml: true, skipImageLinks: true });
  } catch {
    parsed = { attachments: [], headers: new Map(), headerLines: [] } as unknown as ParsedMail;
  }
  const headers: Record<string, string[]> = {};
  for (const { line } of parsed.headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = canonicalHeaderKey(line.slice(0, colon).trim());
    const value = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    (headers[key] ??= []).push(value);
  }
  const from = addresses(parsed.from)[0] ?? null;
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const named = new Set([...to, ...cc].map((address) => address.Address.toLowerCase()));
  const bcc = envelope.rcptTo
    .filter((address) => !named.has(address.toLowerCase()))
    .map((address) => ({ Name: '', Address: address }));
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  const inline: MailAttachment[] = [];
  const attached: MailAttachment[] = [];
  const parts = new Map<string, { contentType: string; content: Buffer }>();
  parsed.attachments.forEach((attachment, index) => {
    const described = describeAttachment(attachment, index);
    parts.set(described.PartID, { contentType: attachment.contentType, content: attachment.content });
    (attachment.related ? inline : attached).push(described);
  });
  const returnPath = (headers['Return-Path']?.[0] ?? '').replace(/^<|>$/g, '');
  return {
    ID: newId(),
    MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    Read: false,
    From: from,
    To: to,
    Cc: cc,
    Bcc: bcc,
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: returnPath || envelope.mailFrom || from?.Address || '',
    Subject: parsed.subject ?? '',
    Created: received,
    Date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : received,
    Username: envelope.username ?? '',
    Text: text,
    HTML: html,
    Size: raw.length,
    Inline: inline,
    Attachments: attached,
    Snippet: snippet(text),
    raw,
    headers,
    parts,
  };
}

// ---------------------------------------------------------------------------------------------
// Mailpit's JSON

export function summaryJson(message: CaughtMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: message.Created.toISOString(),
    Username: message.Username,
    Tags: [] as string[],
    Size: message.Size,
    Attachments: message.Attachments.length,
    Snippet: message.Snippet,
  };
}

export function messageJson(message: CaughtMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    ReturnPath: message.ReturnPath,
    Subject: message.Subject,
    ListUnsubscribe: { Header: '', Links: [] as string[], Errors: '', HeaderPost: '' },
    Date: message.Date.toISOString(),
    Tags: [] as string[],
    Username: message.Username,
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: message.Inline,
    Attachments: message.Attachments,
  };
}

/** Mailpit's `MessagesSummary` for one page of `matching`. */
export function listJson(store: MailStore, matching: readonly CaughtMessage[], start: number, limit: number) {
  const all = store.all();
  const page = matching.slice(start, start + limit);
  return {
    total: all.length,
    unread: all.filter((message) => !message.Read).length,
    count: page.length,
    messages_count: matching.length,
    messages_unread: matching.filter((message) => !message.Read).length,
    start,
    tags: [] as string[],
    messages: page.map(summaryJson),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
    ...extra,
  });
  res.end(body);
}

const sendJson = (res: ServerResponse, value: unknown) =>
  send(res, 200, JSON.stringify(value), 'application/json; charset=utf-8');
const sendText = (res: ServerResponse, status: number, text: string) =>
  send(res, status, text, 'text/plain; charset=utf-8');
const notFound = (res: ServerResponse) => sendText(res, 404, '404 page not found');

function startLimit(url: URL): { start: number; limit: number } {
  const start = Number.parseInt(url.searchParams.get('start') ?? '', 10);
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  return { start: start > 0 ? start : 0, limit: limit > -1 ? limit : 50 };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BODY) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `{"IDs": [...]}` (and `Read` for PUT) from a request body; absent or invalid JSON is `{}`. */
async function readIds(req: IncomingMessage): Promise<{ IDs?: string[]; Read?: boolean }> {
  const text = await readBody(req);
  try {
    const value = JSON.parse(text) as { IDs?: unknown; Read?: unknown };
    const ids = Array.isArray(value.IDs) ? value.IDs.filter((id): id is string => typeof id === 'string') : undefined;
    return { IDs: ids, Read: value.Read === true };
  } catch {
    return {};
  }
}

/** Only loopback names: a page elsewhere cannot rebind its own name to this inbox and read it. */
function hostAllowed(req: IncomingMessage, extraHost: string): boolean {
  const header = req.headers.host;
  if (!header) return false;
  const hostname = header.replace(/:\d+$/, '').toLowerCase();
  return ['127.0.0.1', 'localhost', '[::1]', extraHost.toLowerCase()].includes(hostname);
}

export function createMailHandler(store: MailStore, host = '127.0.0.1') {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!hostAllowed(req, host)) return sendText(res, 421, 'Unknown host');
    const url = new URL(req.url ?? '/', 'http://inbox.invalid');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const readOnly = method === 'GET' || method === 'HEAD';

    if (path === '/api/v1/messages') {
      if (readOnly) {
        const { start, limit } = startLimit(url);
        return sendJson(res, listJson(store, store.all(), start, limit));
      }
      if (method === 'DELETE') {
        store.delete((await readIds(req)).IDs);
        return sendText(res, 200, 'ok');
      }
      if (method === 'PUT') {
        const { IDs, Read } = await readIds(req);
        const ids = IDs && IDs.length > 0 ? new Set(IDs) : undefined;
        for (const message of store.all()) if (!ids || ids.has(message.ID)) message.Read = Read ?? false;
        return sendText(res, 200, 'ok');
      }
      return sendText(res, 405, 'Method not allowed');
    }

    if (path === '/api/v1/search') {
      const query = (url.searchParams.get('query') ?? '').trim();
      if (!query) return sendText(res, 400, 'Error: no search query');
      const found = store.search(query);
      if (readOnly) {
        const { start, limit } = startLimit(url);
        return sendJson(res, listJson(store, found, start, limit));
      }
      if (method === 'DELETE') {
        if (found.length > 0) store.delete(found.map((message) => message.ID));
        return sendText(res, 200, 'ok');
      }
      return sendText(res, 405, 'Method not allowed');
    }

    const api = /^\/api\/v1\/message\/([^/]+)(?:\/(raw|headers)|\/part\/([^/]+))?$/.exec(path);
    if (api) {
      if (!readOnly) return sendText(res, 405, 'Method not allowed');
      const message = store.get(decodeURIComponent(api[1] as string));
      if (!message) return notFound(res);
      if (api[2] === 'raw') return send(res, 200, message.raw, 'text/plain; charset=utf-8');
      if (api[2] === 'headers') return sendJson(res, sortedHeaders(message.headers));
      if (api[3] !== undefined) {
        const part = message.parts.get(decodeURIComponent(api[3]));
        if (!part) return notFound(res);
        // An attached page must not run as this inbox: the sandbox gives it an origin of its own.
        return send(res, 200, part.content, part.contentType, {
          'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
        });
      }
      message.Read = true;
      return sendJson(res, messageJson(message));
    }

    if (!readOnly) return sendText(res, 405, 'Method not allowed');
    const page = (html: string) =>
      send(res, 200, html, 'text/html; charset=utf-8', { 'Content-Security-Policy': PAGE_CSP });
    if (path === '/') {
      const query = (url.searchParams.get('query') ?? '').trim();
      const { start } = startLimit(url);
      const matching = query ? store.search(query) : store.all();
      return page(renderInbox({ messages: matching, total: store.all().length, query, start, pageSize: 50 }));
    }
    const view = /^\/view\/([^/]+)(\/html)?$/.exec(path);
    if (view) {
      const message = store.get(decodeURIComponent(view[1] as string));
      if (!message) return notFound(res);
      if (view[2]) {
        return send(res, 200, message.HTML, 'text/html; charset=utf-8', {
          'Content-Security-Policy': HTML_PART_CSP,
        });
      }
      message.Read = true;
      return page(renderMessage(message));
    }
    return notFound(res);
  };
}

/** Header keys sorted, as Go's JSON encoder writes a map. */
function sortedHeaders(headers: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ---------------------------------------------------------------------------------------------
// SMTP and start-up

class SmtpError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

function listen(server: Server | SMTPServer, port: number, host: string, what: string): Promise<number> {
  const net = server instanceof SMTPServer ? server.server : server;
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Mail catcher: ${what} port ${host}:${port} is in use (set MAIL_${what}_PORT, 0 = any free port).`,
            )
          : error,
      );
    };
    net.once('error', onError);
    server.listen(port, host, () => {
      net.off('error', onError);
      resolve((net.address() as AddressInfo).port);
    });
  });
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const store = new MailStore(options.maxMessages ?? DEFAULT_MAX_MESSAGES);

  const smtp = new SMTPServer({
    name: 'localhost',
    banner: 'Local mail catcher: messages are kept, never delivered',
    size: maxMessageBytes,
    authOptional: true,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? '' });
    },
    onRcptTo(address, _session, callback) {
      if (options.allowedRecipients && !options.allowedRecipients.test(address.address)) {
        callback(new SmtpError(`Mail to ${address.address} is not accepted here`, 550));
        return;
      }
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length <= maxMessageBytes) chunks.push(chunk);
      });
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || length > maxMessageBytes) {
          callback(new SmtpError(`Message exceeds the fixed maximum message size of ${maxMessageBytes} bytes`, 552));
          return;
        }
        const envelope: Envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          username: typeof session.user === 'string' ? session.user : undefined,
        };
        parseMessage(Buffer.concat(chunks), envelope).then(
          (message) => {
            store.add(message);
            callback(null, `Ok: queued as ${message.ID}`);
          },
          (error: Error) => callback(new SmtpError(`Cannot store the message: ${error.message}`, 451)),
        );
      });
    },
  });
  // A client's broken connection is its own business; the catcher keeps running.
  smtp.on('error', () => undefined);

  const handler = createMailHandler(store, host);
  const web = createServer((req, res) => {
    handler(req, res).catch((error: Error) => {
      if (!res.headersSent) sendText(res, 400, error.message);
      else res.destroy();
    });
  });

  const smtpPort = await listen(smtp, options.smtpPort ?? 54325, host, 'SMTP');
  let webPort: number;
  try {
    webPort = await listen(web, options.webPort ?? 54324, host, 'WEB');
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    host,
    smtpPort,
    webPort,
    url: `http://${urlHost}:${webPort}`,
    messages: () => store.all(),
    async close() {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
