/**
 * One real local server for the whole suite (upstream runs its files one after another against one
 * database, too): free ports, a fresh in-memory PGlite with our migrations, then postgrest-js's own
 * schema and seed. The test files reach it through setup.ts.
 */
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../helpers/server';
import { loadUpstreamDatabase } from './upstream-schema';

declare module 'vitest' {
  export interface ProvidedContext {
    contractApiUrl: string;
    contractAnonKey: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ts = await startTestServer();
  try {
    await loadUpstreamDatabase(ts.server.db);
  } catch (error) {
    await ts.close();
    throw error;
  }
  project.provide('contractApiUrl', ts.url);
  project.provide('contractAnonKey', ts.anonKey);
  return () => ts.close();
}
