/**
 * /functions/v1/<name>: the Edge Functions gateway. As on hosted Supabase, a request needs a JWT of this
 * project in Authorization unless config.toml sets `verify_jwt = false` for the function; it then goes
 * to the function as sent. The one function is `notify` (supabase/functions/notify), run under Deno by
 * notify-runtime.ts; any other name is 404, and so is `notify` while the sender is not running.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, type RouteHandler, type ServerContext } from './http-util.ts';
import { JwtError, verifyJwt } from './jwt.ts';

const PREFIX = '/functions/v1/';
const MAX_FUNCTION_BODY = 256 * 1024; // 256 KiB: the sender takes none; room for a future function
const FORWARDED = ['authorization', 'apikey', 'content-type', 'x-client-info', 'accept'];

export function createFunctionsHandler(ctx: ServerContext, functions: () => Map<string, string>): RouteHandler {
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const rest = url.pathname.slice(PREFIX.length);
    const name = rest.split('/')[0] ?? '';
    const target = functions().get(name);
    if (!target) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    if (!ctx.config.functionsWithoutJwt.includes(name)) {
      const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      try {
        verifyJwt(token, ctx.config.jwtSecret);
      } catch (error) {
        const message = error instanceof JwtError ? error.message : 'Invalid JWT';
        sendJson(res, 401, { code: 401, message: token ? message : 'Missing authorization header' });
        return;
      }
    }
    const headers: Record<string, string> = {};
    for (const header of FORWARDED) {
      const value = req.headers[header];
      if (typeof value === 'string') headers[header] = value;
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, MAX_FUNCTION_BODY);
    let response: Response;
    try {
      response = await fetch(`${target}/${rest.slice(name.length + 1)}${url.search}`, {
        method: req.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(10 * 60_000),
      });
    } catch (error) {
      sendJson(res, 503, { code: 'BOOT_ERROR', message: `Function failed to start or answer: ${String(error)}` });
      return;
    }
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, {
      'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Length': String(payload.length),
    });
    res.end(payload);
  };
}
