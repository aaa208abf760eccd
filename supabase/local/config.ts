/**
 * Settings of the local server, from the environment with safe defaults. The JWT secret comes from
 * SUPABASE_JWT_SECRET or is generated once into `<dataDir>/jwt-secret`; the anon and service-role keys
 * are JWTs signed with it, as on a Supabase project with legacy keys. The minimum password length comes
 * from `supabase/config.toml` (`[auth] minimum_password_length`), the file the Supabase CLI reads, so
 * both servers ask the same of a password. The mail catcher's ports come from the same file's
 * `[inbucket]` table (`port`, `smtp_port`), as the Supabase CLI names them, unless MAIL_WEB_PORT or
 * MAIL_SMTP_PORT is set (0 = any free port).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signJwt } from './jwt.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEY_EXPIRY = 1983812996; // 2032-11-12, the Supabase CLI's fixed expiry for its demo keys
const MIN_SECRET_LENGTH = 32; // GoTrue refuses shorter HS256 secrets
const GOTRUE_MIN_PASSWORD_LENGTH = 6; // when config.toml does not set one
const INBUCKET_PORT = 54324; // the Supabase CLI's defaults
const INBUCKET_SMTP_PORT = 54325;

export interface LocalConfig {
  rootDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  host: string;
  apiPort: number;
  appPort: number;
  apiUrl: string;
  appUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Shortest password the auth service accepts (config.toml `[auth] minimum_password_length`). */
  minPasswordLength: number;
  /** Where the built app is served from. */
  distDir: string;
  /**
   * What rendering pages needs after the build (scripts/prerender.ts, RenderKit): `npm start` keeps it here,
   * and the server renders the pages a publish changed with it (site-publisher.ts).
   */
  renderKitDir: string;
  /** The mail catcher's web inbox and Mailpit API (config.toml `[inbucket] port`). */
  mailWebPort: number;
  /** The mail catcher's SMTP server (config.toml `[inbucket] smtp_port`). */
  mailSmtpPort: number;
  /** Edge Functions whose gateway lets requests without a JWT through (config.toml `[functions.<name>] verify_jwt = false`). */
  functionsWithoutJwt: string[];
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);
}

export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<LocalConfig> {
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? '.data');
  const host = env.HOST ?? '127.0.0.1';
  const apiPort = Number(env.API_PORT ?? 54321);
  const appPort = Number(env.APP_PORT ?? 4173);
  let jwtSecret = env.SUPABASE_JWT_SECRET;
  if (!jwtSecret) {
    if (!isLoopback(host)) {
      throw new Error(
        `Refusing to listen on ${host} with a generated JWT secret: set SUPABASE_JWT_SECRET (at least ${MIN_SECRET_LENGTH} characters).`,
      );
    }
    jwtSecret = await readOrCreateSecret(dataDir);
  }
  if (jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SUPABASE_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  const tomlPath = path.join(ROOT, 'supabase', 'config.toml');
  let toml: string;
  try {
    toml = await readFile(tomlPath, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${tomlPath}: ${(error as Error).message}`);
  }
  const publicHost = isLoopback(host) ? '127.0.0.1' : host;
  return {
    rootDir: ROOT,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    host,
    apiPort,
    appPort,
    apiUrl: env.API_URL ?? `http://${publicHost}:${apiPort}`,
    appUrl: env.APP_URL ?? `http://localhost:${appPort}`,
    jwtSecret,
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', exp: KEY_EXPIRY }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', exp: KEY_EXPIRY }, jwtSecret),
    minPasswordLength: minimumPasswordLength(toml),
    distDir: path.resolve(ROOT, env.DIST_DIR ?? 'dist'),
    renderKitDir: path.resolve(ROOT, env.RENDER_KIT_DIR ?? path.join(dataDir, 'render-kit')),
    mailWebPort: Number(env.MAIL_WEB_PORT ?? tomlInteger(toml, 'inbucket', 'port') ?? INBUCKET_PORT),
    mailSmtpPort: Number(env.MAIL_SMTP_PORT ?? tomlInteger(toml, 'inbucket', 'smtp_port') ?? INBUCKET_SMTP_PORT),
    functionsWithoutJwt: ['notify'].filter((name) => tomlBoolean(toml, `functions.${name}`, 'verify_jwt') === false),
  };
}

/**
 * `minimum_password_length` of the `[auth]` table in config.toml text (GoTrue's 6 when absent).
 */
export function minimumPasswordLength(toml: string): number {
  return tomlInteger(toml, 'auth', 'minimum_password_length') ?? GOTRUE_MIN_PASSWORD_LENGTH;
}

/**
 * A whole-number setting of one table in config.toml text, or undefined when absent. Reads just the
 * `key = integer` lines this file uses, not all of TOML.
 */
export function tomlInteger(toml: string, tableName: string, key: string): number | undefined {
  const value = tomlValue(toml, tableName, key);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    throw new Error(`config.toml: [${tableName}] ${key} must be a whole number, got ${value}`);
  }
  return Number(value);
}

/** A true/false setting of one table in config.toml text, or undefined when absent. */
export function tomlBoolean(toml: string, tableName: string, key: string): boolean | undefined {
  const value = tomlValue(toml, tableName, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') {
    throw new Error(`config.toml: [${tableName}] ${key} must be true or false, got ${value}`);
  }
  return value === 'true';
}

function tomlValue(toml: string, tableName: string, key: string): string | undefined {
  let table = '';
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header) {
      table = header[1] as string;
      continue;
    }
    const setting = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (table !== tableName || !setting || setting[1] !== key) continue;
    return setting[2] as string;
  }
  return undefined;
}

async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
