import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalConfig } from './config.ts';
import { createStaticHandler } from './static.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lanka-dist-'));
  const distDir = path.join(root, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(root, 'secret.txt'), 'outside dist');
  const handler = createStaticHandler({ distDir, apiUrl: 'http://127.0.0.1:54321' } as LocalConfig);
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static app server', () => {
  it('answers in-app routes with the shell and no caching', async () => {
    const response = await fetch(`${base}/tours/southern-coastal-explorer-6day`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('gives 404 for a missing file instead of the shell', async () => {
    const response = await fetch(`${base}/assets/missing.js`);
    expect(response.status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    for (const probe of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const response = await fetch(`${base}${probe}`);
      expect(await response.text()).not.toContain('outside dist');
    }
  });

  it('sends security headers with the API origin allowed for data', async () => {
    const response = await fetch(`${base}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://127.0.0.1:54321');
    expect(csp).toContain('ws://127.0.0.1:54321');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('compression', () => {
  it('sends text assets brotli- or gzip-compressed when the client accepts it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { request } = await import('node:http');
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log(1)');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });
});
