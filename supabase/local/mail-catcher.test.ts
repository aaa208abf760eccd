import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalHeaderKey,
  MailStore,
  parseMessage,
  parseSearch,
  startMailCatcher,
  type RunningMailCatcher,
} from './mail-catcher.ts';
import { escapeHtml, PAGE_CSP, renderInbox, renderMessage } from './mail-catcher-page.ts';

const RAW = [
  'Return-Path: <bounce@example.com>',
  'From: "Lanka Tours" <hello@example.com>',
  'To: Ana <ana@example.com>, group: ben@example.com, cy@example.com;',
  'Cc: dee@example.com',
  'Reply-To: desk@example.com',
  'Subject: =?UTF-8?Q?Ayubowan_=E2=80=93_Gr=C3=BC=C3=9Fe?=',
  'Message-ID: <abc@example.com>',
  'Date: Tue, 03 Mar 2026 10:00:00 +0530',
  'X-long-header: one',
  '  two',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Your   tour\r\nstarts tomorrow.',
  '',
].join('\r\n');

describe('parseMessage', () => {
  it("shapes a message as Mailpit's Message", async () => {
    const received = new Date('2026-03-03T05:00:01Z');
    const message = await parseMessage(
      Buffer.from(RAW),
      { mailFrom: 'bounce@example.com', rcptTo: ['ana@example.com', 'secret@example.com', 'DEE@example.com'] },
      received,
    );
    expect(message.From).toEqual({ Name: 'Lanka Tours', Address: 'hello@example.com' });
    expect(message.To.map((address) => address.Address)).toEqual([
      'ana@example.com',
      'ben@example.com',
      'cy@example.com',
    ]);
    expect(message.Cc).toEqual([{ Name: '', Address: 'dee@example.com' }]);
    // Envelope recipients named in neither To nor Cc are the Bcc, as Mailpit shows them.
    expect(message.Bcc).toEqual([{ Name: '', Address: 'secret@example.com' }]);
    expect(message.ReplyTo).toEqual([{ Name: '', Address: 'desk@example.com' }]);
    expect(message.Subject).toBe('Ayubowan – Grüße');
    expect(message.MessageID).toBe('abc@example.com');
    expect(message.ReturnPath).toBe('bounce@example.com');
    expect(message.Date.toISOString()).toBe('2026-03-03T04:30:00.000Z');
    expect(message.Created).toBe(received);
    expect(message.Snippet).toBe('Your tour starts tomorrow.');
    expect(message.Size).toBe(Buffer.byteLength(RAW));
    expect(message.headers['X-Long-Header']).toEqual(['one two']);
    expect(message.headers['Message-Id']).toEqual(['<abc@example.com>']);
    expect(message.ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('falls back to the arrival time and the envelope sender', async () => {
    const received = new Date('2026-01-01T00:00:00Z');
    const message = await parseMessage(
      Buffer.from('Subject: hi\r\n\r\nbody\r\n'),
      { mailFrom: 'env@example.com', rcptTo: ['x@example.com'] },
      received,
    );
    expect(message.Date).toBe(received);
    expect(message.From).toBeNull();
    expect(message.ReturnPath).toBe('env@example.com');
    expect(message.To).toEqual([]);
  });
});

describe('MailStore', () => {
  const make = async (subject: string, to = 'a@example.com') =>
    parseMessage(Buffer.from(`From: s@example.com\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\nText of ${subject}\r\n`), {
      mailFrom: 's@example.com',
      rcptTo: [to],
    });

  it('keeps the newest messages only, newest first', async () => {
    const store = new MailStore(2);
    for (const subject of ['one', 'two', 'three']) store.add(await make(subject));
    expect(store.all().map((message) => message.Subject)).toEqual(['three', 'two']);
    expect(store.get('latest')?.Subject).toBe('three');
    store.delete([store.get('latest')?.ID as string]);
    expect(store.all().map((message) => message.Subject)).toEqual(['two']);
    store.delete();
    expect(store.all()).toEqual([]);
  });

  it('searches fields, phrases and free text, and excludes with a minus', async () => {
    const store = new MailStore();
    store.add(await make('Booking confirmed', 'ana@example.com'));
    store.add(await make('New enquiry', 'staff@example.com'));
    const subjects = (query: string) => store.search(query).map((message) => message.Subject);
    expect(subjects('to:ana@')).toEqual(['Booking confirmed']);
    expect(subjects('subject:"new enquiry"')).toEqual(['New enquiry']);
    expect(subjects('text of')).toEqual(['New enquiry', 'Booking confirmed']);
    expect(subjects('from:s@example.com -subject:booking')).toEqual(['New enquiry']);
    expect(subjects('is:unread')).toHaveLength(2);
    expect(subjects('nothing-like-this')).toEqual([]);
  });

  it('parses search terms', () => {
    expect(parseSearch('to:a@b "two words" -x unknown:y')).toEqual([
      { field: 'to', value: 'a@b', negate: false },
      { field: 'text', value: 'two words', negate: false },
      { field: 'text', value: 'x', negate: true },
      { field: 'text', value: 'unknown:y', negate: false },
    ]);
  });
});

describe('helpers', () => {
  it("canonicalises header keys as Go's textproto does", () => {
    expect(canonicalHeaderKey('content-TYPE')).toBe('Content-Type');
    expect(canonicalHeaderKey('MIME-Version')).toBe('Mime-Version');
    expect(canonicalHeaderKey('odd key')).toBe('odd key');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
  });

  it('renders subjects, addresses and text escaped, and the HTML part only in a sandboxed frame', async () => {
    const message = await parseMessage(
      Buffer.from(
        [
          'From: "<img src=x onerror=alert(1)>" <evil@example.com>',
          'To: a@example.com',
          'Subject: <script>alert(1)</script>',
          'MIME-Version: 1.0',
          'Content-Type: multipart/alternative; boundary=b',
          '',
          '--b',
          'Content-Type: text/plain',
          '',
          '</pre><script>alert(2)</script>',
          '--b',
          'Content-Type: text/html',
          '',
          '<p>hi</p><script>alert(3)</script>',
          '--b--',
          '',
        ].join('\r\n'),
      ),
      { mailFrom: '', rcptTo: ['a@example.com'] },
    );
    for (const html of [
      renderInbox({ messages: [message], total: 1, query: '"><x>', start: 0, pageSize: 50 }),
      renderMessage(message),
    ]) {
      expect(html).not.toMatch(/<script|<img|<x>/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const page = renderMessage(message);
    expect(page).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)');
    expect(page).toMatch(/<iframe src="\/view\/[^"]+\/html" sandbox=""/);
    expect(page).not.toContain('alert(3)');
    expect(PAGE_CSP).toContain("default-src 'none'");
    expect(PAGE_CSP).not.toMatch(/script-src|unsafe/);
  });
});

describe('startMailCatcher', () => {
  let catcher: RunningMailCatcher | undefined;
  afterEach(async () => {
    await catcher?.close();
    catcher = undefined;
  });

  it('refuses a message over the size limit with 552 and keeps the others', async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, maxMessageBytes: 2000 });
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort, ignoreTLS: true });
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'small', text: 'ok' });
    await expect(
      transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'big', text: 'x'.repeat(5000) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(catcher.messages().map((message) => message.Subject)).toEqual(['small']);
  });

  it('refuses recipients outside the allowed pattern at RCPT TO with 550, as Mailpit does', async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, allowedRecipients: /@example\.com$/ });
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort, ignoreTLS: true });
    await expect(
      transport.sendMail({ from: 'a@example.com', to: 'nobody@refused.example', subject: 'no', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'yes', text: 'ok' });
    expect(catcher.messages().map((message) => message.Subject)).toEqual(['yes']);
  });

  it('accepts AUTH PLAIN and LOGIN with any credentials and records the user name', async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    for (const method of ['PLAIN', 'LOGIN']) {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: catcher.smtpPort,
        ignoreTLS: true,
        auth: { user: `user-${method}`, pass: 'anything' },
        authMethod: method,
      });
      await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: method, text: 'ok' });
    }
    expect(catcher.messages().map((message) => message.Username)).toEqual(['user-LOGIN', 'user-PLAIN']);
  });

  it('answers only loopback host names (no DNS rebinding)', async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    const { request } = await import('node:http');
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port: catcher?.webPort, path: '/api/v1/messages', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await status(`127.0.0.1:${catcher.webPort}`)).toBe(200);
    expect(await status(`localhost:${catcher.webPort}`)).toBe(200);
    expect(await status('attacker.example:80')).toBe(421);
  });

  it('says which port is in use', async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    await expect(startMailCatcher({ smtpPort: catcher.smtpPort, webPort: 0 })).rejects.toThrow(/MAIL_SMTP_PORT/);
    await expect(startMailCatcher({ smtpPort: 0, webPort: catcher.webPort })).rejects.toThrow(/MAIL_WEB_PORT/);
  });
});
