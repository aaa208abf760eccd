/**
 * One request whose statement runs long must not stop the service: the embedded database runs on a thread of
 * its own, and a statement past its role's statement timeout (anon 3 s) is ended with 57014, as Postgres
 * would, while what was committed stays and the requests behind it go through. The address that sent it
 * then waits before the database takes its requests again (429 with the seconds to wait).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/** Back-references make Postgres's regular expression engine try every split of the text: hours on a review. */
const RUNAWAY = '^(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1$';

function inquiry(email: string) {
  return {
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    first_name: 'Ada',
    last_name: 'Example',
    email,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    adults: 2,
    children: 0,
    message: 'Hello',
  };
}

/** A GET from another loopback address, which the server sees as another client. */
function getFrom(url: string, headers: Record<string, string>, localAddress: string) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    http
      .get(url, { headers, localAddress, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      })
      .on('error', reject);
  });
}

describe('a statement that runs long', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ seed: true, onDisk: true });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('leaves the server answering, is ended at the role timeout, and loses nothing committed', async () => {
    const anon = ts.client();
    const before = inquiry('before-long@example.com');
    expect((await anon.from('tour_inquiries').insert(before)).error).toBeNull();
    const { data: approved } = await anon.from('reviews').select('id, comment');
    expect(approved?.length).toBeGreaterThan(0);

    let slowSettled = false;
    const runaway = `${ts.url}/rest/v1/reviews?select=id&comment=match.${encodeURIComponent(RUNAWAY)}`;
    const slow = getFrom(runaway, { apikey: ts.anonKey }, '127.0.0.3').then((answer) => {
      slowSettled = true;
      return answer;
    });
    // A second one from the same address, waiting behind the first.
    const second = getFrom(runaway, { apikey: ts.anonKey }, '127.0.0.3');
    // Give the statement time to start; on a server whose only thread runs it, this timer itself waits for it.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const health = await fetch(`${ts.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(slowSettled).toBe(false);

    // A write sent while the statement runs waits for it, then goes through.
    const during = inquiry('during-long@example.com');
    const duringWrite = anon.from('tour_inquiries').insert(during);

    const answer = await slow;
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect((await duringWrite).error).toBeNull();

    // The address that sent it waits before the database takes its requests again, including the one it had
    // already sent; others go on.
    expect((await second).status).toBe(429);
    const again = await getFrom(runaway, { apikey: ts.anonKey }, '127.0.0.3');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'PT429' });
    expect(JSON.parse(String(again.body.hint))).toMatchObject({ limit: 'source', retry_after: expect.any(Number) });
    const other = await getFrom(`${ts.url}/rest/v1/reviews?select=id&limit=1`, { apikey: ts.anonKey }, '127.0.0.4');
    expect(other.status).toBe(200);

    const after = inquiry('after-long@example.com');
    expect((await anon.from('tour_inquiries').insert(after)).error).toBeNull();
    const { data, error } = await ts
      .serviceClient()
      .from('tour_inquiries')
      .select('id')
      .in('id', [before.id, during.id, after.id]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.id).sort()).toEqual([before.id, during.id, after.id].sort());
  });
});
