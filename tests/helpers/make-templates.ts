/**
 * `npm test`'s migrated databases, made once for every suite (scripts/test-suites.mjs runs this before them):
 *
 *   node --import tsx tests/helpers/make-templates.ts make    prints, as its last line, the environment (JSON)
 *                                                             that announces them
 *   node --import tsx tests/helpers/make-templates.ts clean   removes those the environment announces
 *
 * Each suite made its own before (the database, API and contract suites, and each browser project's server
 * migrated a new data directory for the build's content read): seven migrations of the same schema per run. The
 * db and api suites' globalSetup and startTestServer find them in the environment (db-templates.ts); the browser
 * projects' servers start from a copy of the seeded one's data directory, written here beside the tarballs as
 * `seeded-pgdata` (playwright.config.ts), as a new data directory would be after its first start.
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { compileForOneJob } from '../../supabase/local/db';
import { makeTemplates, removeTemplates, templatesEnv } from './db-templates';

/** The folder, beside the tarballs, that holds the seeded template as a PGlite data directory. */
export const SEEDED_DATA_DIR = 'seeded-pgdata';

const [command] = process.argv.slice(2);
if (command === 'make') {
  compileForOneJob();
  await makeTemplates(true);
  const env = templatesEnv();
  const dir = env.LANKA_TEST_PGLITE_TEMPLATES!;
  const target = path.join(dir, SEEDED_DATA_DIR);
  await mkdir(target);
  // The tarball's names start with "/" (PGlite's own snapshot); tar drops it and says so on stderr.
  const untar = spawnSync('tar', ['-xf', path.join(dir, 'seeded.tar'), '-C', target], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar failed (${untar.status}): ${untar.stderr}`);
  console.log(JSON.stringify(env));
} else if (command === 'clean') {
  await removeTemplates(process.env);
} else {
  console.error('Usage: make-templates.ts make | clean');
  process.exitCode = 1;
}
