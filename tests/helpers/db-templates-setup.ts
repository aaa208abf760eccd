/**
 * vitest globalSetup of the db and api suites: the migrated templates their databases are copied from
 * (db-templates.ts). Only the db suite uses PostgreSQL (when DATABASE_URL is set).
 */
import type { TestProject } from 'vitest/node';
import { compileForOneJob } from '../../supabase/local/db';
import { makeTemplates } from './db-templates';

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  // The run's main process opens PGlite only to make the templates.
  compileForOneJob();
  return makeTemplates(project.name === 'db');
}
