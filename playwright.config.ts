import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium against the real local server (npm start's code path) on
// ports of their own, with a throwaway data directory, on the default PGlite backend.
// Ports and data directory are picked once by the runner and handed to its workers through the
// environment, so two runs on one machine (or two suites in parallel) never share a server.
if (!process.env.E2E_SLOT) process.env.E2E_SLOT = String(process.pid % 400);
const SLOT = Number(process.env.E2E_SLOT);
const API_PORT = 55000 + SLOT;
const APP_PORT = 45000 + SLOT;
const DATA_DIR = `.data/e2e-${SLOT}`;

export const E2E = {
  apiUrl: `http://127.0.0.1:${API_PORT}`,
  appUrl: `http://localhost:${APP_PORT}`,
  dataDir: DATA_DIR,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E.appUrl,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    // Each run starts from an empty database.
    command: `rm -rf ${DATA_DIR} && npx tsx supabase/local/start.ts`,
    url: `${E2E.apiUrl}/auth/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      DATA_DIR,
      // Each run builds its own copy of the app, bound to its own API.
      DIST_DIR: `${DATA_DIR}/dist`,
      API_PORT: String(API_PORT),
      APP_PORT: String(APP_PORT),
      DATABASE_URL: '',
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: '',
    },
  },
});
