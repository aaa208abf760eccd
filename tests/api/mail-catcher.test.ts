/**
 * The local mail catcher as a mail-sending function and Mailpit-based tools see it: real SMTP from
 * nodemailer in, Mailpit's HTTP API out.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type RunningMailCatcher } from '../../supabase/local/mail-catcher';

let catcher: RunningMailCatcher;
let transport: Transporter;

beforeAll(async () => {
  catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true });
});

afterAll(async () => {
  transport?.close();
  await catcher?.close();
});

beforeEach(async () => {
  const res = await fetch(`${catcher.url}/api/v1/messages`, { method: 'DELETE' });
  expect(res.status).toBe(200);
});

async function getJson<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${catcher.url}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

interface Address {
  Name: string;
  Address: string;
}
interface Summary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address | null;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}
interface List {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: Summary[];
}

const booking = {
  from: '"Lanka Tours" <bookings@lanka.example>',
  to: 'Ana Traveller <ana@example.com>',
  cc: 'office@lanka.example',
  replyTo: 'desk@lanka.example',
  subject: 'Your tour is confirmed',
  text: 'Dear Ana,\n\nyour tour starts on 3 March.',
  html: '<p>Dear Ana,</p><p>your tour starts on <b>3 March</b>.</p>',
};

describe('mail catcher (Mailpit API)', () => {
  it('lists a plain + HTML message with Reply-To and Cc in Mailpit’s summary shape', async () => {
    const sent = await transport.sendMail(booking);
    expect(sent.rejected).toEqual([]);

    const list = await getJson<List>('/api/v1/messages');
    expect(Object.keys(list).sort()).toEqual(
      ['count', 'messages', 'messages_count', 'messages_unread', 'start', 'tags', 'total', 'unread'].sort(),
    );
    expect(list).toMatchObject({ total: 1, unread: 1, count: 1, messages_count: 1, start: 0, tags: [] });
    const summary = list.messages[0] as Summary;
    expect(Object.keys(summary).sort()).toEqual(
      [
        'Attachments',
        'Bcc',
        'Cc',
        'Created',
        'From',
        'ID',
        'MessageID',
        'Read',
        'ReplyTo',
        'Size',
        'Snippet',
        'Subject',
        'Tags',
        'To',
        'Username',
      ].sort(),
    );
    expect(summary).toMatchObject({
      MessageID: sent.messageId.replace(/^<|>$/g, ''),
      Read: false,
      From: { Name: 'Lanka Tours', Address: 'bookings@lanka.example' },
      To: [{ Name: 'Ana Traveller', Address: 'ana@example.com' }],
      Cc: [{ Name: '', Address: 'office@lanka.example' }],
      Bcc: [],
      ReplyTo: [{ Name: '', Address: 'desk@lanka.example' }],
      Subject: 'Your tour is confirmed',
      Tags: [],
      Attachments: 0,
    });
    expect(summary.Snippet).toContain('your tour starts on 3 March.');
    expect(summary.Size).toBeGreaterThan(booking.html.length);
    expect(Number.isNaN(Date.parse(summary.Created))).toBe(false);

    const message = await getJson(`/api/v1/message/${summary.ID}`);
    expect(Object.keys(message)).toEqual(
      expect.arrayContaining([
        'ID',
        'MessageID',
        'From',
        'To',
        'Cc',
        'Bcc',
        'ReplyTo',
        'ReturnPath',
        'Subject',
        'Date',
        'Tags',
        'Text',
        'HTML',
        'Size',
        'Inline',
        'Attachments',
      ]),
    );
    expect(message).toMatchObject({
      ID: summary.ID,
      ReturnPath: 'bookings@lanka.example',
      Subject: booking.subject,
      HTML: booking.html,
      Inline: [],
      Attachments: [],
      Size: summary.Size,
    });
    expect(message.Text).toBe(booking.text);
    // Reading a message marks it read, as in Mailpit.
    expect((await getJson<List>('/api/v1/messages')).unread).toBe(0);
  });

  it('serves the source and the headers, and `latest` is the newest message', async () => {
    await transport.sendMail({ ...booking, subject: 'older' });
    await transport.sendMail({ ...booking, subject: 'newer' });
    expect((await getJson('/api/v1/message/latest')).Subject).toBe('newer');

    const raw = await fetch(`${catcher.url}/api/v1/message/latest/raw`);
    expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
    const source = await raw.text();
    expect(source).toMatch(/^Subject: newer\r$/m);
    expect(source).toContain('Reply-To: desk@lanka.example');

    const headers = await getJson<Record<string, string[]>>('/api/v1/message/latest/headers');
    expect(headers.Subject).toEqual(['newer']);
    expect(headers['Reply-To']).toEqual(['desk@lanka.example']);
    expect(headers.Cc).toEqual(['office@lanka.example']);
    expect(Object.keys(headers)).toEqual([...Object.keys(headers)].sort());

    const list = await getJson<List>('/api/v1/messages?start=1&limit=1');
    expect(list).toMatchObject({ total: 2, count: 1, messages_count: 2, start: 1 });
    expect(list.messages.map((message) => message.Subject)).toEqual(['older']);

    expect((await fetch(`${catcher.url}/api/v1/message/no-such-id`)).status).toBe(404);
  });

  it('keeps a header-injection attempt in the subject on one line, adding no recipient', async () => {
    await transport.sendMail({
      ...booking,
      subject: 'Booking\r\nBcc: attacker@evil.example\r\nX-Injected: yes',
    });
    const message = await getJson('/api/v1/message/latest');
    expect(message.Subject).not.toMatch(/[\r\n]/);
    expect(message.Subject).toContain('Booking');
    expect(message.Bcc).toEqual([]);
    const headers = await getJson<Record<string, string[]>>('/api/v1/message/latest/headers');
    expect(headers).not.toHaveProperty('Bcc');
    expect(headers).not.toHaveProperty('X-Injected');
    expect(headers.Subject).toHaveLength(1);
  });

  it('decodes UTF-8 subjects and names in German and French', async () => {
    const subjects = ['Grüße aus Kandy – Ihre Buchung für Öko-Tour', 'Réservation confirmée : l’été à Galle'];
    for (const subject of subjects) {
      await transport.sendMail({ ...booking, from: '"Zoë Ménard" <zoe@lanka.example>', subject });
    }
    const list = await getJson<List>('/api/v1/messages');
    expect(list.messages.map((message) => message.Subject)).toEqual([...subjects].reverse());
    expect(list.messages[0]?.From).toEqual({ Name: 'Zoë Ménard', Address: 'zoe@lanka.example' });
  });

  it('reports envelope-only recipients as Bcc', async () => {
    await transport.sendMail({ ...booking, bcc: 'staff@lanka.example' });
    expect((await getJson('/api/v1/message/latest')).Bcc).toEqual([{ Name: '', Address: 'staff@lanka.example' }]);
  });

  it('searches to:, from:, subject: and free text, with Mailpit’s list shape', async () => {
    await transport.sendMail({ ...booking, to: 'ana@example.com', subject: 'Tour confirmed' });
    await transport.sendMail({
      ...booking,
      from: 'website@lanka.example',
      to: 'staff@lanka.example',
      subject: 'New enquiry',
      text: 'A traveller asks about Sigiriya.',
      html: undefined,
    });
    const subjects = async (query: string) =>
      (await getJson<List>(`/api/v1/search?query=${encodeURIComponent(query)}`)).messages.map(
        (message) => message.Subject,
      );
    expect(await subjects('to:staff@lanka.example')).toEqual(['New enquiry']);
    expect(await subjects('from:bookings@')).toEqual(['Tour confirmed']);
    expect(await subjects('subject:"tour confirmed"')).toEqual(['Tour confirmed']);
    expect(await subjects('sigiriya')).toEqual(['New enquiry']);
    expect(await subjects('lanka.example')).toEqual(['New enquiry', 'Tour confirmed']);
    const found = await getJson<List>('/api/v1/search?query=to%3Aana%40example.com');
    expect(found).toMatchObject({ total: 2, messages_count: 1, count: 1, start: 0 });
    expect((await fetch(`${catcher.url}/api/v1/search?query=`)).status).toBe(400);
  });

  it('deletes chosen messages by ID, then all', async () => {
    for (const subject of ['one', 'two', 'three']) await transport.sendMail({ ...booking, subject });
    const list = await getJson<List>('/api/v1/messages');
    const two = list.messages.find((message) => message.Subject === 'two') as Summary;
    const res = await fetch(`${catcher.url}/api/v1/messages`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ IDs: [two.ID] }),
    });
    expect(res.status).toBe(200);
    expect((await getJson<List>('/api/v1/messages')).messages.map((message) => message.Subject)).toEqual([
      'three',
      'one',
    ]);
    await fetch(`${catcher.url}/api/v1/messages`, { method: 'DELETE' });
    expect(await getJson<List>('/api/v1/messages')).toMatchObject({ total: 0, messages: [] });
  });

  it('shows the inbox page with the subject escaped, under a CSP without scripts', async () => {
    await transport.sendMail({
      ...booking,
      subject: '<img src=x onerror=alert(1)> & "quotes"',
      html: '<p>hi</p><script>alert(2)</script>',
    });
    const res = await fetch(`${catcher.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const page = await res.text();
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(page).not.toContain('<img');

    const id = (await getJson('/api/v1/message/latest')).ID as string;
    const view = await (await fetch(`${catcher.url}/view/${id}`)).text();
    expect(view).not.toContain('<img');
    expect(view).not.toContain('alert(2)');
    expect(view).toMatch(/<iframe [^>]*sandbox=""/);
    const part = await fetch(`${catcher.url}/view/${id}/html`);
    expect(part.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });
});
