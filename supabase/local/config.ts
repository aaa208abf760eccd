/**
 * Settings of the local server, from the environment with safe defaults. The JWT secret comes from
 * SUPABASE_JWT_SECRET or is generated once into `<dataDir>/jwt-secret`; the anon and service-role keys
 * are JWTs signed with it, as on a Supabase project with legacy keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signJwt } from './jwt.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEY_EXPIRY = 1983812996; // 2032-11-12, the Supabase CLI's fixed expiry for its demo keys
const MIN_SECRET_LENGTH = 32; // GoTrue refuses shorter HS256 secrets

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
  /** Where the built app is served from. */
  distDir: string;
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
    distDir: path.resolve(ROOT, env.DIST_DIR ?? 'dist'),
  };
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
