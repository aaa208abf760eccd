/**
 * The notification sender end to end: the real `notify` Edge Function under Deno (started by the local
 * server, as `npm start` does), the real queue in the database, the local mail catcher for SMTP and a
 * local Web Push service (web-push-testing behind HTTPS). Faults: the mail server down and back, a
 * sender killed between sending and recording, expired, refused and full push subscriptions.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMessage, type RunningMailCatcher } from '../../supabase/local/mail-catcher';
import { createTestUser, startTestServer, wsTransport, type TestServer, type TestUser } from '../helpers/server';
import { startTestPushService, type TestPushService } from '../helpers/push-service';
import { createClient } from '@supabase/supabase-js';
import webpush from 'web-push';

const LEASE_SECONDS = 10; // the shortest lease the database grants

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function mailsTo(catcher: RunningMailCatcher, address: string): CaughtMessage[] {
  return catcher.messages().filter((m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()));
}

interface Job {
  id: string;
  kind: string;
  channel: string;
  audience: string;
  recipient: string;
  state: string;
  attempts: number;
  last_error: string | null;
}

async function jobsFor(ts: TestServer, recordId: string): Promise<Job[]> {
  const { rows } = await ts.server.db.query<Job>(
    `select id, kind, channel, audience, recipient, state, attempts, last_error
       from public.notification_jobs where record_id = $1 order by channel, audience, recipient`,
    [recordId],
  );
  return rows;
}

function inquiry(overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  return {
    id,
    tour_id: 'cultural-triangle-5day',
    tour_title: 'Cultural Triangle 5 Days',
    first_name: 'Ada',
    last_name: 'Example',
    email: `traveller-${id.slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    adults: 2,
    children: 1,
    message: 'We would like a quiet hotel.',
    ...overrides,
  };
}

describe('the notification sender', () => {
  let catcher: RunningMailCatcher;
  let push: TestPushService;
  let ts: TestServer;
  let staff: TestUser;

  beforeAll(async () => {
    catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
    push = await startTestPushService();
    ts = await startTestServer({
      env: { MAIL_SMTP_PORT: String(catcher.smtpPort) },
      notify: {
        env: { DENO_CERT: push.caFile, NOTIFY_LEASE_SECONDS: String(LEASE_SECONDS) },
        sweepMs: 2_000,
        log: () => undefined,
      },
    });
    staff = await createTestUser(ts, `staff-${randomUUID().slice(0, 8)}@example.com`, true);
  });

  afterAll(async () => {
    await ts?.close();
    await push?.close();
    await catcher?.close();
  });

  it('e-mails every admin and confirms to the traveller in the page’s language, once per submission', async () => {
    const row = inquiry({ language: 'de' });
    const anon = ts.client();
    expect((await anon.from('tour_inquiries').insert(row)).error).toBeNull();

    const [staffMail] = await waitFor('the staff mail', () => {
      const found = mailsTo(catcher, staff.email);
      return found.some((m) => m.Text.includes(row.email))
        ? found.filter((m) => m.Text.includes(row.email))
        : undefined;
    });
    const [confirmation] = await waitFor('the confirmation', () => {
      const found = mailsTo(catcher, row.email);
      return found.length > 0 ? found : undefined;
    });
    const reference = `LCT-${row.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

    expect(staffMail!.Subject).toContain('Ada Example');
    expect(staffMail!.Subject).toContain('Cultural Triangle 5 Days');
    expect(staffMail!.ReplyTo).toEqual([{ Name: 'Ada Example', Address: row.email }]);
    expect(staffMail!.Text).toContain('We would like a quiet hotel.');
    expect(staffMail!.HTML).toContain(`/admin/inquiries?open=${row.id}`);
    expect(confirmation!.Text).toContain(reference);
    expect(confirmation!.HTML).toContain('lang="de"');

    await waitFor('every job sent', async () =>
      (await jobsFor(ts, row.id)).every((j) => j.state === 'sent') ? true : undefined,
    );

    // The outbox sends the same submission again (its answer was lost): 409, and nobody hears twice.
    const again = await anon.from('tour_inquiries').insert(row);
    expect({ status: again.status, code: again.error?.code }).toEqual({ status: 409, code: '23505' });
    ts.server.notify!.wake();
    await ts.server.notify!.idle();
    expect(mailsTo(catcher, row.email)).toHaveLength(1);
    expect(mailsTo(catcher, staff.email).filter((m) => m.Text.includes(row.email))).toHaveLength(1);
    expect(await jobsFor(ts, row.id)).toHaveLength(2);
  });

  it('keeps hostile names, tours and messages out of the headers and escaped in the body', async () => {
    const row = inquiry({
      first_name: 'Eve\r\nBcc: victim@example.net',
      last_name: '<script>alert(1)</script>',
      tour_title: 'Tour\nSubject: pwned\r\nBcc: other@example.net' + ' long'.repeat(15),
      message: '<img src=x onerror=alert(1)>\r\nBcc: third@example.net',
    });
    expect((await ts.client().from('tour_inquiries').insert(row)).error).toBeNull();
    const mail = await waitFor('the staff mail', () =>
      mailsTo(catcher, staff.email).find((m) => m.Text.includes(row.email)),
    );

    expect(mail.Subject).not.toMatch(/[\r\n]/);
    expect(mail.Subject.length).toBeLessThanOrEqual(150);
    expect(mail.Bcc).toEqual([]);
    expect(mail.To.map((to) => to.Address)).toEqual([staff.email]);
    expect(mail.headers.Bcc).toBeUndefined();
    expect(mail.headers.Subject).toHaveLength(1);
    expect(mail.HTML).not.toContain('<script>');
    expect(mail.HTML).not.toContain('<img src=x');
    expect(mail.HTML).toContain('&lt;script&gt;');
    for (const victim of ['victim@example.net', 'other@example.net', 'third@example.net']) {
      expect(catcher.messages().some((m) => [...m.To, ...m.Cc, ...m.Bcc].some((a) => a.Address === victim))).toBe(
        false,
      );
    }
  });

  it('waits while the mail server is down, then delivers every mail once it is back', async () => {
    const port = catcher.smtpPort;
    await catcher.close();
    const rows = [inquiry(), inquiry(), inquiry()];
    for (const row of rows) expect((await ts.client().from('tour_inquiries').insert(row)).error).toBeNull();

    await waitFor('failed attempts', async () => {
      const jobs = (await Promise.all(rows.map((row) => jobsFor(ts, row.id)))).flat();
      return jobs.length === 6 && jobs.every((j) => j.state === 'failed') ? jobs : undefined;
    });
    const failed = (await Promise.all(rows.map((row) => jobsFor(ts, row.id)))).flat();
    expect(failed[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

    // Ten minutes pass with the server still down: a few more attempts, all failed, none dead.
    await ts.server.db.query(
      `update public.notification_jobs
          set created_at = created_at - interval '10 minutes', next_attempt_at = now()
        where record_id = any($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    ts.server.notify!.wake();
    await ts.server.notify!.idle();
    const stillDown = (await Promise.all(rows.map((row) => jobsFor(ts, row.id)))).flat();
    expect(stillDown.every((j) => j.state === 'failed' && j.attempts >= 2)).toBe(true);

    // Back on the same port; the retries fall due (moved forward, as the backoff's minutes would).
    catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: port, webPort: 0 });
    await ts.server.db.query(
      `update public.notification_jobs set next_attempt_at = now() where record_id = any($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    ts.server.notify!.wake();
    for (const row of rows) {
      await waitFor('the confirmation', () => (mailsTo(catcher, row.email).length === 1 ? true : undefined));
      await waitFor('every job sent', async () =>
        (await jobsFor(ts, row.id)).every((j) => j.state === 'sent') ? true : undefined,
      );
    }
    for (const row of rows) {
      expect(
        catcher.messages().filter((m) => m.Text.includes(row.email) && m.To[0]?.Address === staff.email),
      ).toHaveLength(1);
    }
  });

  it('answers the portal with the VAPID public key and lets only the database and server wake it', async () => {
    const { url, anonKey, serviceRoleKey } = ts;
    const get = await fetch(`${url}/functions/v1/notify`, {
      headers: { Authorization: `Bearer ${staff.token}`, apikey: anonKey },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ vapidPublicKey: ts.server.notify!.vapidPublicKey });

    // config.toml turns the gateway's JWT check off for this function: it checks its own key.
    const noJwt = await fetch(`${url}/functions/v1/notify`);
    expect(noJwt.status).toBe(200);
    const wakeWithoutKey = await fetch(`${url}/functions/v1/notify`, { method: 'POST' });
    expect(wakeWithoutKey.status).toBe(401);
    const asAnon = await fetch(`${url}/functions/v1/notify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey}` },
    });
    expect(asAnon.status).toBe(401);
    const asStaff = await fetch(`${url}/functions/v1/notify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(asStaff.status).toBe(401);
    const asServer = await fetch(`${url}/functions/v1/notify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(asServer.status).toBe(200);
    expect(await asServer.json()).toMatchObject({ claimed: expect.any(Number), sent: expect.any(Number) });
    const other = await fetch(`${url}/functions/v1/elsewhere`, { headers: { Authorization: `Bearer ${anonKey}` } });
    expect(other.status).toBe(404);
    const forged = await fetch(`${url}/functions/v1/notify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(401);
  });

  describe('Web Push', () => {
    async function addDevice(key = ts.server.notify!.vapidPublicKey) {
      const device = await push.subscribe(key);
      const admin = createClient(ts.url, ts.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${staff.token}` } },
        realtime: { transport: wsTransport },
      });
      const { data, error } = await admin
        .from('push_subscriptions')
        .insert({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, user_agent: 'test phone' })
        .select('id')
        .single();
      expect(error).toBeNull();
      return { ...device, id: (data as { id: string }).id };
    }

    async function subscriptionExists(id: string) {
      const { rows } = await ts.server.db.query('select 1 from public.push_subscriptions where id = $1', [id]);
      return rows.length === 1;
    }

    it('reaches each device with one encrypted message per record, and faults stay on their own job', async () => {
      const phone = await addDevice();
      const expired = await addDevice();
      const full = await addDevice();
      // A device subscribed with another server's key: the push service refuses our signature.
      const stranger = await addDevice(webpush.generateVAPIDKeys().publicKey);
      await push.expire(expired.clientHash);
      push.setFull(full.clientHash, true);

      const row = inquiry();
      expect((await ts.client().from('tour_inquiries').insert(row)).error).toBeNull();

      const [message] = await waitFor('the push', async () => {
        const got = await push.messages(phone.clientHash);
        return got.length > 0 ? got : undefined;
      });
      expect(JSON.parse(message!)).toEqual({
        title: expect.stringContaining('enquiry'),
        body: expect.stringContaining('Ada Example'),
        tag: row.id,
        url: `/admin/inquiries?open=${row.id}`,
      });

      const jobs = await waitFor('every push job tried', async () => {
        const all = (await jobsFor(ts, row.id)).filter((j) => j.channel === 'push');
        return all.length === 4 && all.every((j) => j.state !== 'pending') ? all : undefined;
      });
      const byDevice = (id: string) => jobs.find((j) => j.recipient === id)!;
      expect(byDevice(phone.id).state).toBe('sent');
      expect(byDevice(expired.id)).toMatchObject({ state: 'dead', last_error: expect.stringMatching(/410/) });
      expect(await subscriptionExists(expired.id)).toBe(false);
      expect(byDevice(full.id)).toMatchObject({ state: 'failed', last_error: expect.stringMatching(/429/) });
      expect(await subscriptionExists(full.id)).toBe(true);
      expect(byDevice(stranger.id)).toMatchObject({ state: 'failed', last_error: expect.stringMatching(/400/) });
      const { rows } = await ts.server.db.query<{ last_success_at: string | null }>(
        'select last_success_at from public.push_subscriptions where id = $1',
        [phone.id],
      );
      expect(rows[0]!.last_success_at).not.toBeNull();

      // The push service has room again: the retry gets through.
      push.setFull(full.clientHash, false);
      await ts.server.db.query(`update public.notification_jobs set next_attempt_at = now() where id = $1`, [
        byDevice(full.id).id,
      ]);
      ts.server.notify!.wake();
      await waitFor('the retried push', async () =>
        (await push.messages(full.clientHash)).length === 1 ? true : undefined,
      );
    });

    it('sends a test push to the admin’s own devices', async () => {
      const device = await addDevice();
      const admin = createClient(ts.url, ts.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${staff.token}` } },
        realtime: { transport: wsTransport },
      });
      const { data, error } = await admin.rpc('queue_test_notification', { channel: 'push' });
      expect(error).toBeNull();
      expect(data).toBeGreaterThanOrEqual(1);
      const [message] = await waitFor('the test push', async () => {
        const got = await push.messages(device.clientHash);
        return got.length > 0 ? got : undefined;
      });
      expect(JSON.parse(message!)).toMatchObject({ tag: 'test', url: '/admin/settings' });
    });

    it('tells the admins, by e-mail and push, once, about an enquiry nobody answered in 24 hours', async () => {
      const device = await addDevice();
      const arrived = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
      // An enquiry the outbox delivered yesterday, as the service role writes it (its own time kept).
      const row = inquiry({ first_name: 'Late', created_at: arrived, submitted_at: arrived });
      expect((await ts.serviceClient().from('tour_inquiries').insert(row)).error).toBeNull();

      // The one-minute sweep (two seconds here) finds it overdue and queues the alert.
      const [alert] = await waitFor('the overdue mail', () => {
        const found = mailsTo(catcher, staff.email).filter((m) => m.Subject.startsWith('No reply in 24 h'));
        const ours = found.filter((m) => m.Text.includes(row.email));
        return ours.length > 0 ? ours : undefined;
      });
      expect(alert!.Subject).toBe('No reply in 24 h: Late Example – Cultural Triangle 5 Days');
      expect(alert!.ReplyTo).toEqual([{ Name: 'Late Example', Address: row.email }]);
      expect(alert!.Text).toContain('They were promised an answer within 24 hours.');
      expect(alert!.HTML).toContain(`/admin/inquiries?open=${row.id}`);
      const pushed = await waitFor('the overdue push', async () => {
        const got = (await push.messages(device.clientHash)).map((m) => JSON.parse(m) as { title: string });
        return got.some((m) => m.title.startsWith('No reply')) ? got : undefined;
      });
      expect(pushed.find((m) => m.title.startsWith('No reply'))).toEqual({
        title: 'No reply in 24 h: tour enquiry',
        body: expect.stringContaining('Late Example – Cultural Triangle 5 Days'),
        tag: row.id,
        url: `/admin/inquiries?open=${row.id}`,
      });

      // Later sweeps, and the sender's own call through the API, find it already told.
      const { data, error } = await ts.serviceClient().rpc('queue_overdue_notifications');
      expect(error).toBeNull();
      expect(data).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      await ts.server.notify!.idle();
      expect(
        mailsTo(catcher, staff.email).filter((m) => m.Subject.startsWith('No reply') && m.Text.includes(row.email)),
      ).toHaveLength(1);
      // A visitor cannot run the sweep.
      expect((await ts.client().rpc('queue_overdue_notifications')).error?.code).toBe('42501');
    });
  });
});

describe('a sender killed between sending and recording', () => {
  let catcher: RunningMailCatcher;
  let ts: TestServer;
  let gate: Server;
  let holdCompletions = true;
  let completionHeld: () => void = () => undefined;
  const completionSeen = new Promise<void>((resolve) => (completionHeld = resolve));

  beforeAll(async () => {
    catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
    // Between the sender and the API: holds the "sent" record back, as if the sender died first.
    let apiPort = 0;
    gate = createServer((req, res) => {
      if (holdCompletions && req.url?.startsWith('/rest/v1/rpc/complete_notification_job')) {
        completionHeld();
        return; // never answered: the sender is killed while it waits
      }
      const upstream = httpRequest(
        { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    const gateUrl = `http://127.0.0.1:${(gate.address() as { port: number }).port}`;
    // The sender's first run finds an empty queue; by the time anything is queued the port is known.
    ts = await startTestServer({
      env: { MAIL_SMTP_PORT: String(catcher.smtpPort) },
      notify: {
        supabaseUrl: gateUrl,
        env: { NOTIFY_LEASE_SECONDS: String(LEASE_SECONDS) },
        sweepMs: 1_000,
        log: () => undefined,
      },
    });
    apiPort = Number(new URL(ts.url).port);
  });

  afterAll(async () => {
    await ts?.close();
    gate?.closeAllConnections();
    await new Promise<void>((resolve) => (gate ? gate.close(() => resolve()) : resolve()));
    await catcher?.close();
  });

  it('sends the mail again after the lease, never zero times', async () => {
    const row = inquiry();
    expect((await ts.client().from('tour_inquiries').insert(row)).error).toBeNull();
    await completionSeen;
    // The confirmation is out; its record is not. The sender dies here.
    expect(mailsTo(catcher, row.email)).toHaveLength(1);
    const startsBefore = ts.server.notify!.starts;
    ts.server.notify!.kill();
    holdCompletions = false;

    await waitFor('the sender to start again', () => (ts.server.notify!.starts > startsBefore ? true : undefined));
    // After the lease the job is claimed again and sent again: one duplicate, and it is recorded.
    await waitFor(
      'the job sent',
      async () => ((await jobsFor(ts, row.id)).every((j) => j.state === 'sent') ? true : undefined),
      (LEASE_SECONDS + 20) * 1_000,
    );
    expect(mailsTo(catcher, row.email)).toHaveLength(2);
    expect((await jobsFor(ts, row.id))[0]!.attempts).toBe(2);
  }, 60_000);
});
