/**
 * The `notify` Edge Function's HTTP face, in web-standard Request/Response so the same code serves
 * under Supabase's Edge Runtime, under Deno locally (supabase/local/notify-runtime.ts), and in tests.
 *
 *   GET  → 200 { vapidPublicKey } (what the portal subscribes with), 503 when push is not configured.
 *   POST → drains the queue, 200 with the run's DrainReport. Only for a bearer of the service-role key
 *          or NOTIFICATION_SENDER_KEY: the database's wake-up (pg_net), the one-minute sweep, the local
 *          server. Runs in one instance are serialised; a wake-up during a run makes one more run.
 */
import { hasBearerKey } from '../bearer.ts';
import type { DrainReport } from './drain.ts';

export interface HandlerParts {
  wakeKeys: string[];
  vapidPublicKey: string | null;
  drain: () => Promise<DrainReport>;
  log?: (line: string) => void;
}

const JSON_HEADERS = {
  'Content-Type': 'application/json',
  // The portal calls GET from the browser through supabase-js.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export function createNotifyHandler(parts: HandlerParts): (request: Request) => Promise<Response> {
  let running: Promise<DrainReport> | null = null;
  let again = false;

  async function runUntilQuiet(): Promise<DrainReport> {
    let report: DrainReport;
    do {
      again = false;
      report = await parts.drain();
    } while (again);
    return report;
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: JSON_HEADERS });
    if (request.method === 'GET') {
      return parts.vapidPublicKey
        ? json(200, { vapidPublicKey: parts.vapidPublicKey })
        : json(503, { error: 'Web Push is not configured on this server' });
    }
    if (request.method !== 'POST') return json(405, { error: 'Use GET or POST' });

    if (!hasBearerKey(request, parts.wakeKeys)) {
      return json(401, { error: 'Only the database and the server may wake the sender' });
    }
    await request.body?.cancel();

    // A wake-up while a run is under way: that run goes round once more and answers for both.
    if (running) {
      again = true;
      try {
        return json(200, await running);
      } catch (error) {
        return json(500, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    running = runUntilQuiet();
    try {
      const report = await running;
      return json(200, report);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      parts.log?.(`notify: run failed: ${message}`);
      return json(500, { error: message });
    } finally {
      running = null;
    }
  };
}
