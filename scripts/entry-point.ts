import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the program Node was started with, not a module
 * imported by one. Node resolves the main module's symlinks but leaves `process.argv[1]` as given, so both are
 * compared after `realpath`: from a checkout reached through a symlink, a plain comparison never matched and the
 * program quietly did nothing. (`.ci/summarize.mjs`, plain JavaScript, makes the same comparison itself.)
 */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
