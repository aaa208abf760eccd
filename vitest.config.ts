import { defineConfig } from 'vitest/config';

// Three suites: unit tests beside the code, database tests (real SQL on PGlite, or on Postgres when
// DATABASE_URL is set) and API tests (supabase-js against the local server). Browser tests run
// through Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'supabase/local/**/*.test.ts',
            'supabase/functions/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          // Node by default. A component test that needs a DOM (Testing Library) asks for one in its first
          // line, `// @vitest-environment jsdom`; src/testing/render-in-english.tsx renders it in English.
          environment: 'node',
          // `npm test` runs these at low priority beside the browser suites, where a test that renders an
          // image or compresses a page has waited more than the default 5 s for the processor. What a test
          // checks never depends on its time (speed is measured by the `bench:*` scripts).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          // Each database is a copy of one migrated once per run (tests/helpers/db-templates.ts).
          globalSetup: ['tests/helpers/db-templates-setup.ts'],
          // Files share their worker's modules: PGlite's WebAssembly is compiled once per worker, not once per
          // file (a third of the suite's processor time). Each file opens its own databases and servers.
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/db-templates-setup.ts'],
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The suites share nothing but each starts its own server on its own port.
          fileParallelism: false,
        },
      },
    ],
  },
});
