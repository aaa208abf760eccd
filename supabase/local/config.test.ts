import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopback, loadConfig, minimumPasswordLength, tomlBoolean, tomlInteger } from './config.ts';
import { verifyJwt } from './jwt.ts';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'lanka-config-'));

describe('loadConfig', () => {
  it('generates a secret once and signs anon and service-role keys with it', async () => {
    const DATA_DIR = await tempDir();
    const first = await loadConfig({ DATA_DIR });
    const second = await loadConfig({ DATA_DIR });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(DATA_DIR, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
    expect(verifyJwt(first.anonKey, first.jwtSecret).role).toBe('anon');
    expect(verifyJwt(first.serviceRoleKey, first.jwtSecret).role).toBe('service_role');
    expect(first.apiUrl).toBe('http://127.0.0.1:54321');
    expect(first.appUrl).toBe('http://localhost:4173');
  });

  it('gives the anon and service-role keys an exp, as hosted legacy keys have (tokens without one are refused)', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    for (const key of [config.anonKey, config.serviceRoleKey]) {
      const claims = JSON.parse(Buffer.from(key.split('.')[1] as string, 'base64url').toString('utf8')) as {
        exp?: unknown;
      };
      expect(typeof claims.exp).toBe('number');
      expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000);
    }
  });

  it("takes the minimum password length from config.toml's [auth] table", async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    expect(config.minPasswordLength).toBe(12);
  });

  it('refuses to listen beyond loopback without an explicit secret', async () => {
    await expect(loadConfig({ DATA_DIR: await tempDir(), HOST: '0.0.0.0' })).rejects.toThrow(/SUPABASE_JWT_SECRET/);
    const withSecret = await loadConfig({
      DATA_DIR: await tempDir(),
      HOST: '0.0.0.0',
      SUPABASE_JWT_SECRET: 'x'.repeat(40),
    });
    expect(withSecret.jwtSecret).toBe('x'.repeat(40));
  });

  it('refuses a short secret', async () => {
    await expect(loadConfig({ DATA_DIR: await tempDir(), SUPABASE_JWT_SECRET: 'short' })).rejects.toThrow(
      /at least 32/,
    );
  });

  it("reads minimum_password_length only from the [auth] table, defaulting to GoTrue's 6", () => {
    const toml = [
      'minimum_password_length = 99 # not in [auth]',
      '[auth]',
      'enabled = true',
      '  minimum_password_length = 14   # staff',
      '[auth.email]',
      'minimum_password_length = 3',
    ].join('\n');
    expect(minimumPasswordLength(toml)).toBe(14);
    expect(minimumPasswordLength('[auth]\nenabled = true\n[db]\nminimum_password_length = 20\n')).toBe(6);
    expect(() => minimumPasswordLength('[auth]\nminimum_password_length = "twelve"\n')).toThrow(
      /minimum_password_length/,
    );
  });

  it("takes the mail catcher's ports from config.toml's [inbucket] table, overridable by the environment", async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    expect(config.mailWebPort).toBe(54324);
    expect(config.mailSmtpPort).toBe(54325);
    const overridden = await loadConfig({ DATA_DIR: await tempDir(), MAIL_WEB_PORT: '0', MAIL_SMTP_PORT: '2525' });
    expect(overridden.mailWebPort).toBe(0);
    expect(overridden.mailSmtpPort).toBe(2525);
  });

  it('reads a whole number from one table only', () => {
    const toml = '[studio]\nport = 54323\n[inbucket]\nenabled = true\nport = 1025 # web\n# smtp_port = 9\n';
    expect(tomlInteger(toml, 'inbucket', 'port')).toBe(1025);
    expect(tomlInteger(toml, 'inbucket', 'smtp_port')).toBeUndefined();
    expect(tomlInteger(toml, 'db', 'port')).toBeUndefined();
    expect(() => tomlInteger('[inbucket]\nport = "x"\n', 'inbucket', 'port')).toThrow(/\[inbucket\] port/);
  });

  it('reads true or false, and which functions the gateway lets through without a JWT', async () => {
    const toml = '[functions.notify]\nverify_jwt = false\n[functions.other]\nverify_jwt = true\n';
    expect(tomlBoolean(toml, 'functions.notify', 'verify_jwt')).toBe(false);
    expect(tomlBoolean(toml, 'functions.other', 'verify_jwt')).toBe(true);
    expect(tomlBoolean(toml, 'functions.none', 'verify_jwt')).toBeUndefined();
    expect(() => tomlBoolean('[a]\nb = 1\n', 'a', 'b')).toThrow(/\[a\] b must be true or false/);
    expect((await loadConfig({ DATA_DIR: await tempDir() })).functionsWithoutJwt).toEqual(['notify']);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '192.168.1.4', 'example.com'].some(isLoopback)).toBe(false);
  });
});
