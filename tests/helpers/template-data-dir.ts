/**
 * Where the run's PGlite templates are (db-templates.ts makes them), for code that only needs their paths: the
 * Playwright config reads this without loading PGlite or pg.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';

/** The environment variable that names the folder of the run's PGlite templates. */
export const PGLITE_TEMPLATES_ENV = 'LANKA_TEST_PGLITE_TEMPLATES';

/** A template's name: with or without the demo seed. */
export const templateVariant = (seed: boolean) => (seed ? 'seeded' : 'plain');

/** Where, in the templates' folder `dir`, a template is unpacked as a PGlite data directory. */
export function dataDirTemplateIn(dir: string, seed: boolean): string {
  return path.join(dir, `${templateVariant(seed)}-pgdata`);
}

/**
 * The run's template as a PGlite data directory, for a database on disk to start from as from a new data directory
 * after its first start (copy it: PGlite writes to it), or undefined when none was made.
 */
export function pgliteDataDirTemplate(seed: boolean): string | undefined {
  const dir = process.env[PGLITE_TEMPLATES_ENV];
  return dir ? dataDirTemplateIn(dir, seed) : undefined;
}

/**
 * Puts a copy of the template's data directory at `target` (a PGlite data directory not made yet), when the run made
 * templates; otherwise leaves `target` alone, and whatever opens it migrates a new one.
 */
export async function copyDataDirTemplate(seed: boolean, target: string): Promise<void> {
  const template = pgliteDataDirTemplate(seed);
  if (template) await cp(template, target, { recursive: true });
}
