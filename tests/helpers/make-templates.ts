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
 * projects' servers start from a copy of the seeded one's data directory (template-data-dir.ts,
 * playwright.config.ts), as a new data directory would be after its first start.
 */
import { compileForOneJob } from '../../supabase/local/db';
import { makeTemplates, removeTemplates, templatesEnv } from './db-templates';

const [command] = process.argv.slice(2);
if (command === 'make') {
  compileForOneJob();
  await makeTemplates(true);
  console.log(JSON.stringify(templatesEnv()));
} else if (command === 'clean') {
  await removeTemplates(process.env);
} else {
  console.error('Usage: make-templates.ts make | clean');
  process.exitCode = 1;
}
