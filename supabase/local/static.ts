/**
 * Serves the built app (dist/) the way a good static host would: long-lived caching for hashed
 * assets, no caching for the shell and the service worker, an SPA fallback for in-app routes, and
 * security headers. The API origin is allowed in connect-src/img-src because the app talks to it.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { LocalConfig } from './config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export function securityHeaders(config: LocalConfig): Record<string, string> {
  const api = new URL(config.apiUrl);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src 'self' data: blob: ${api.origin}`,
      `connect-src 'self' ${api.origin} ${ws} https://wa.me`,
      "font-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

export function createStaticHandler(config: LocalConfig) {
  const root = config.distDir;
  const headers = securityHeaders(config);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, headers);
      res.end();
      return;
    }
    const requested = path.resolve(root, `.${path.posix.normalize(pathname)}`);
    if (!requested.startsWith(root + path.sep) && requested !== root) {
      res.writeHead(404, headers);
      res.end();
      return;
    }
    let file = requested;
    let info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => undefined);
    }
    if (!info) {
      // Paths with an extension are missing files; everything else is an in-app route.
      if (path.extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
        res.end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
      info = await stat(file).catch(() => undefined);
      if (!info) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
        res.end('The app is not built yet: run `npm start` (it builds first).');
        return;
      }
    }
    const ext = path.extname(file);
    const immutable = file.startsWith(path.join(root, 'assets') + path.sep);
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...headers,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
