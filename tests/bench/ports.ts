/**
 * The ports of a bench's own servers, so a bench runs beside `npm start` (API 54321, app 4173, mail inbox 54324,
 * SMTP 54325) and beside another bench. Each comes from the environment when it is set (`<prefix><NAME>`, e.g.
 * BENCH_API_PORT or LH_APP_PORT), otherwise it is a port the system hands out as free at that moment, never one
 * of `npm start`'s defaults, which may start later.
 *
 * A free port is held until every port of the call is chosen, so no two names get the same one; it is then
 * released for the bench's server to listen on.
 */
import { createServer, type Server } from 'node:net';

/** The settings supabase/local/config.ts reads for the local server's listeners, mail catcher included. */
export const SERVER_PORTS = ['API_PORT', 'APP_PORT', 'MAIL_WEB_PORT', 'MAIL_SMTP_PORT'] as const;

/** `npm start`'s defaults and the Supabase CLI's port range beside them (supabase/config.toml). */
const RESERVED = new Set([4173, 54320, 54321, 54322, 54323, 54324, 54325, 54326, 54327, 54328, 54329]);

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

/** A port for each name: `<prefix><name>` from the environment, or a free one. */
export async function benchPorts<Name extends string>(
  prefix: string,
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const held: Server[] = [];
  try {
    const ports = {} as Record<Name, number>;
    for (const name of names) {
      const variable = `${prefix}${name}`;
      const given = process.env[variable];
      if (given) {
        const port = Number(given);
        if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${variable}=${given} is no port`);
        ports[name] = port;
        continue;
      }
      for (;;) {
        const server = createServer();
        held.push(server);
        const port = await listen(server);
        if (RESERVED.has(port)) continue; // kept held, so it is not handed out again
        ports[name] = port;
        break;
      }
    }
    return ports;
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** The local server's ports as loadConfig's environment (API_PORT, APP_PORT, MAIL_WEB_PORT, MAIL_SMTP_PORT). */
export function serverPortEnv(ports: Record<(typeof SERVER_PORTS)[number], number>): Record<string, string> {
  return Object.fromEntries(SERVER_PORTS.map((name) => [name, String(ports[name])]));
}
