/**
 * A local Web Push service for tests: web-push-testing (it checks the VAPID signature, decrypts each
 * message and keeps it for reading, and answers 410 for an expired subscription) behind an HTTPS front,
 * because subscription endpoints are https only (the database checks). The front's certificate is signed
 * by a throwaway CA; hand `caFile` to the sender as DENO_CERT. The front can also play a full push
 * service (429) for chosen subscriptions.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface TestSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  clientHash: string;
}

export interface TestPushService {
  /** PEM of the CA that signed the HTTPS front's certificate. */
  caFile: string;
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** Decrypted payloads received for a subscription, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  expire(clientHash: string): Promise<void>;
  /** Answer 429 to pushes for this subscription (a full push service) until told otherwise. */
  setFull(clientHash: string, full: boolean): void;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function makeCertificates(): Promise<{ dir: string; caFile: string; key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lanka-push-'));
  const at = (name: string) => path.join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  execFileSync(
    'openssl',
    ['req', '-x509', ...ec, '-keyout', at('ca.key'), '-out', at('ca.pem'), '-days', '2', '-subj', '/CN=Test push CA'],
    { stdio: 'ignore' },
  );
  execFileSync('openssl', ['req', ...ec, '-keyout', at('leaf.key'), '-out', at('leaf.csr'), '-subj', '/CN=localhost'], {
    stdio: 'ignore',
  });
  await writeFile(
    at('leaf.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n',
  );
  execFileSync(
    'openssl',
    [
      'x509',
      '-req',
      '-in',
      at('leaf.csr'),
      '-CA',
      at('ca.pem'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-out',
      at('leaf.pem'),
      '-days',
      '2',
      '-extfile',
      at('leaf.ext'),
    ],
    { stdio: 'ignore' },
  );
  return { dir, caFile: at('ca.pem'), key: await readFile(at('leaf.key')), cert: await readFile(at('leaf.pem')) };
}

export async function startTestPushService(): Promise<TestPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => { notifyUrl: string };
  };
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => { startServer(): void; _server: { close(cb: () => void): void; closeAllConnections(): void } };

  const innerPort = await freePort();
  const model = new PushApiModel();
  const inner = new WebPushTestingServer(model, innerPort);
  const log = console.log;
  console.log = () => undefined; // its "Server running on port" line
  inner.startServer();
  console.log = log;

  const { caFile, key, cert } = await makeCertificates();
  const full = new Set<string>();
  const front: Server = createHttpsServer({ key, cert }, (req, res) => {
    const hash = /^\/notify\/([0-9a-f]+)/.exec(req.url ?? '')?.[1];
    if (hash && full.has(hash)) {
      req.resume();
      res.writeHead(429, { 'Retry-After': '60', 'Content-Type': 'text/plain' });
      res.end('Too many messages for this subscription');
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: innerPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const frontPort = (front.address() as { port: number }).port;
  const api = `http://127.0.0.1:${innerPort}`;

  async function call<T>(route: string, body: unknown): Promise<T> {
    const response = await fetch(`${api}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`push service ${route}: ${response.status} ${text}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      return {} as T; // "OK" from the routes that answer with a bare status
    }
  }

  return {
    caFile,
    async subscribe(applicationServerKey) {
      const { data } = await call<{
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
      }>('/subscribe', { applicationServerKey, userVisibleOnly: 'true' });
      return {
        // The same subscription, reached through the HTTPS front.
        endpoint: `https://localhost:${frontPort}/notify/${data.clientHash}`,
        p256dh: data.keys.p256dh,
        auth: data.keys.auth,
        clientHash: data.clientHash,
      };
    },
    async messages(clientHash) {
      const { data } = await call<{ data: { messages: string[] } }>('/get-notifications', { clientHash });
      return data.messages;
    },
    async expire(clientHash) {
      await call(`/expire-subscription/${clientHash}`, {});
    },
    setFull(clientHash, isFull) {
      if (isFull) full.add(clientHash);
      else full.delete(clientHash);
    },
    async close() {
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      await new Promise<void>((resolve) => {
        inner._server.close(() => resolve());
        inner._server.closeAllConnections();
      });
    },
  };
}
