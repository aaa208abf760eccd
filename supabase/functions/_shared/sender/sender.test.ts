import { createServer } from 'node:http';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadSenderConfig, LOCAL_SMTP_URL } from './config.ts';
import { DeliveryError, describeError } from './delivery-error.ts';
import type { DrainReport } from './drain.ts';
import { createNotifyHandler } from './handler.ts';
import { classifySmtpError, httpMailTransport } from './mail.ts';
import { pushTransport } from './push.ts';

const business = { name: 'Lanka Chauffeur Tours', email: 'hello@example.com' };
const base = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SITE_URL: 'http://localhost:4173/',
};

describe('loadSenderConfig', () => {
  it('uses the local mail catcher, the business address and no push by default', () => {
    const config = loadSenderConfig(base, business);
    expect(config.mail).toEqual({ kind: 'smtp', url: LOCAL_SMTP_URL });
    expect(config.mailFrom).toBe('Lanka Chauffeur Tours <hello@example.com>');
    expect(config.siteUrl).toBe('http://localhost:4173');
    expect(config.vapid).toBeNull();
    expect(config.wakeKeys).toEqual(['service']);
    expect(config.leaseSeconds).toBe(120);
  });

  it('takes an HTTP e-mail API over SMTP, and wants its key', () => {
    expect(() => loadSenderConfig({ ...base, EMAIL_API_URL: 'https://api.resend.com/emails' }, business)).toThrow(
      ConfigError,
    );
    const config = loadSenderConfig(
      { ...base, EMAIL_API_URL: 'https://api.resend.com/emails', EMAIL_API_KEY: 're_x', SMTP_URL: 'smtp://x' },
      business,
    );
    expect(config.mail).toEqual({ kind: 'http', url: 'https://api.resend.com/emails', apiKey: 're_x' });
  });

  it('refuses settings that cannot work, naming them', () => {
    expect(() => loadSenderConfig({ ...base, SUPABASE_SERVICE_ROLE_KEY: ' ' }, business)).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
    expect(() => loadSenderConfig({ ...base, SMTP_URL: 'http://mail' }, business)).toThrow(/SMTP_URL/);
    expect(() => loadSenderConfig({ ...base, SITE_URL: 'ftp://x' }, business)).toThrow(/SITE_URL/);
    expect(() => loadSenderConfig({ ...base, NOTIFY_BATCH_SIZE: '0' }, business)).toThrow(/NOTIFY_BATCH_SIZE/);
    expect(() => loadSenderConfig({ ...base, NOTIFY_LEASE_SECONDS: '2.5' }, business)).toThrow(/NOTIFY_LEASE_SECONDS/);
  });

  it('turns push on with both VAPID keys and accepts a separate wake key', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadSenderConfig(
      { ...base, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, NOTIFICATION_SENDER_KEY: 'k' },
      business,
    );
    expect(config.vapid).toEqual({ ...keys, subject: 'mailto:hello@example.com' });
    expect(config.wakeKeys).toEqual(['service', 'k']);
    expect(loadSenderConfig({ ...base, VAPID_PUBLIC_KEY: keys.publicKey }, business).vapid).toBeNull();
  });
});

describe('delivery errors', () => {
  it('are one line and bounded', () => {
    expect(describeError(new Error('a\r\nb\tc'))).toBe('a b c');
    expect(describeError('x'.repeat(600))).toHaveLength(500);
  });

  it('count a recipient refused at RCPT TO as permanent, and everything else as worth retrying', () => {
    expect(classifySmtpError({ message: 'no such user', responseCode: 550, command: 'RCPT TO' }).permanent).toBe(true);
    expect(classifySmtpError({ message: 'mailbox busy', responseCode: 450, command: 'RCPT TO' }).permanent).toBe(false);
    expect(classifySmtpError({ message: 'spam', responseCode: 554, command: 'DATA' }).permanent).toBe(false);
    const refused = classifySmtpError({ message: 'connect ECONNREFUSED 127.0.0.1:1', code: 'ESOCKET' });
    expect(refused.permanent).toBe(false);
    expect(refused.message).toBe('SMTP ESOCKET: connect ECONNREFUSED 127.0.0.1:1');
  });
});

describe('the HTTP e-mail API', () => {
  async function withApi(status: number, run: (url: string, seen: unknown[]) => Promise<void>) {
    const seen: unknown[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? { id: 'x' } : { message: 'The to field is invalid.' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as { port: number }).port}/emails`, seen);
    } finally {
      server.close();
    }
  }

  const mail = {
    from: 'Tours <hello@example.com>',
    to: 'staff@example.com',
    subject: 'New tour enquiry',
    html: '<p>x</p>',
    text: 'x',
    replyTo: { name: 'Ada "A" Example', address: 'ada@example.com' },
  };

  it('posts Resend’s shape with the key', async () => {
    await withApi(200, async (url, seen) => {
      await httpMailTransport(url, 're_key').send(mail);
      expect(seen).toEqual([
        {
          auth: 'Bearer re_key',
          body: {
            from: mail.from,
            to: ['staff@example.com'],
            subject: 'New tour enquiry',
            html: '<p>x</p>',
            text: 'x',
            reply_to: '"Ada A Example" <ada@example.com>',
          },
        },
      ]);
    });
  });

  it('gives up on a message the API calls invalid, and retries when it is down', async () => {
    await withApi(422, async (url) => {
      const error = await httpMailTransport(url, 'k')
        .send(mail)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ permanent: true, message: expect.stringContaining('422') });
    });
    await withApi(503, async (url) => {
      await expect(httpMailTransport(url, 'k').send(mail)).rejects.toMatchObject({ permanent: false });
    });
    await expect(httpMailTransport('http://127.0.0.1:1/emails', 'k').send(mail)).rejects.toMatchObject({
      permanent: false,
      message: expect.stringContaining('unreachable'),
    });
  });
});

describe('the push transport', () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:hello@example.com' };
  // A real browser-side key pair, so the payload really is encrypted.
  const device = (() => {
    const ecdh = webpush.generateVAPIDKeys();
    return { endpoint: 'https://push.example.com/send/abc', p256dh: ecdh.publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
  })();

  function answering(status: number, seen: RequestInit[] = []): typeof fetch {
    return (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init!);
      return new Response(status === 201 ? '' : 'no', { status });
    }) as typeof fetch;
  }

  it('sends an encrypted, VAPID-signed message with a topic', async () => {
    const seen: RequestInit[] = [];
    await pushTransport(vapid, answering(201, seen)).send(device, '{"title":"x"}', { topic: 'abc123' });
    const headers = seen[0]!.headers as Record<string, string>;
    expect(headers['Content-Encoding']).toBe('aes128gcm');
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
    expect(headers.Topic).toBe('abc123');
    expect(headers.TTL).toBe('86400');
    expect((seen[0]!.body as Uint8Array).byteLength).toBeGreaterThan(13);
  });

  it('reports a gone subscription, retries a full service or a refused key', async () => {
    await expect(pushTransport(vapid, answering(410)).send(device, 'x', {})).rejects.toMatchObject({
      gone: true,
      permanent: true,
    });
    await expect(pushTransport(vapid, answering(404)).send(device, 'x', {})).rejects.toMatchObject({ gone: true });
    await expect(pushTransport(vapid, answering(429)).send(device, 'x', {})).rejects.toMatchObject({
      gone: false,
      permanent: false,
    });
    await expect(pushTransport(vapid, answering(403)).send(device, 'x', {})).rejects.toMatchObject({
      permanent: false,
    });
  });

  it('fails, to retry later, with a malformed VAPID key', async () => {
    const bad = { ...vapid, privateKey: 'not-a-key' };
    await expect(pushTransport(bad, answering(201)).send(device, 'x', {})).rejects.toMatchObject({
      permanent: false,
      message: expect.stringMatching(/^Push not sent: .*[Vv]apid/),
    });
  });
});

describe('the notify handler', () => {
  const report: DrainReport = { claimed: 1, sent: 1, failed: 0, dead: 0, more: false, nextDueAt: null };

  it('gives the public key to anyone and runs only for a wake key', async () => {
    let runs = 0;
    const handler = createNotifyHandler({
      wakeKeys: ['service', 'other'],
      vapidPublicKey: 'BPUB',
      drain: async () => {
        runs += 1;
        return report;
      },
    });
    expect(await (await handler(new Request('http://x/', { method: 'GET' }))).json()).toEqual({
      vapidPublicKey: 'BPUB',
    });
    const denied = await handler(
      new Request('http://x/', { method: 'POST', headers: { Authorization: 'Bearer servicf' } }),
    );
    expect(denied.status).toBe(401);
    expect(runs).toBe(0);
    const ok = await handler(new Request('http://x/', { method: 'POST', headers: { Authorization: 'Bearer other' } }));
    expect(await ok.json()).toEqual(report);
    expect(runs).toBe(1);
    expect((await handler(new Request('http://x/', { method: 'PUT' }))).status).toBe(405);
  });

  it('says when push is not configured', async () => {
    const handler = createNotifyHandler({ wakeKeys: ['k'], vapidPublicKey: null, drain: async () => report });
    expect((await handler(new Request('http://x/'))).status).toBe(503);
  });

  it('folds wake-ups during a run into one more run', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const handler = createNotifyHandler({
      wakeKeys: ['k'],
      vapidPublicKey: null,
      drain: async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        return report;
      },
    });
    const wake = () => handler(new Request('http://x/', { method: 'POST', headers: { Authorization: 'Bearer k' } }));
    const first = wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = wake();
    const third = wake();
    release();
    expect((await Promise.all([first, second, third])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs).toBe(2);
  });
});
