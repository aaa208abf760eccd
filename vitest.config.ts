import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { ONE_JOB_V8_FLAGS } from './supabase/local/db';

// Unit tests live beside the code they test, in these folders.
const UNIT_DIRS = ['src', 'supabase/local', 'supabase/functions', 'scripts'];
const UNIT_TEST = /\.test\.tsx?$/;
const UNIT_INCLUDE = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
/**
 * What a test file does that would reach the files after it, or be undone by the files before it, if they shared
 * modules: replaced modules, globals or environment variables, a DOM, or an IndexedDB installed as a global
 * (Dexie takes the global once, when it is first loaded).
 */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(|@vitest-environment|fake-indexeddb/;

/**
 * The unit test files that do any of that (NEEDS_ISOLATION): each of these gets modules of its own. The others
 * (about four in five) share their worker's modules, so a module graph is loaded once per run instead of once per
 * file: two thirds of the unit suite's processor time was loading the same modules again for each of 131 files.
 */
function isolatedUnitFiles(): string[] {
  return UNIT_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => UNIT_TEST.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(dir, file))
      .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8'))),
  );
}

const ISOLATED_UNIT_FILES = isolatedUnitFiles();

const unitOptions = {
  // Node by default. A component test that needs a DOM (Testing Library) asks for one in its first
  // line, `// @vitest-environment jsdom`; src/testing/render-in-english.tsx renders it in English.
  environment: 'node',
  // Worker threads start faster than the default child processes.
  pool: 'threads',
  // `npm test` runs these at low priority beside the other suites, where a test that renders an
  // image or compresses a page has waited more than the default 5 s for the processor. What a test
  // checks never depends on its time (speed is measured by the `bench:*` scripts).
  testTimeout: 60_000,
} as const;

// Three suites: unit tests beside the code (in two projects, `unit` and `unit-isolated`), database tests
// (real SQL on PGlite, or on Postgres when DATABASE_URL is set) and API tests (supabase-js against the local
// server). Browser tests run through Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...ISOLATED_UNIT_FILES, '**/node_modules/**'],
          isolate: false,
          ...unitOptions,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          ...unitOptions,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          // Each database is a copy of one migrated once per run (tests/helpers/db-templates.ts).
          globalSetup: ['tests/helpers/db-templates-setup.ts'],
          // Hundreds of short-lived PGlite databases: V8's baseline compiler alone (compileForOneJob in
          // supabase/local/db.ts) spares the optimising recompiles none of them lives long enough to use.
          execArgv: ONE_JOB_V8_FLAGS,
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
          execArgv: ONE_JOB_V8_FLAGS,
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
