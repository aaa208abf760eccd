/**
 * The contract suite: postgrest-js's own integration tests (postgrest-js/test, vendored unmodified but for a
 * `// @ts-nocheck` line) against our local server. See README.md.
 *
 *   npx vitest run --config tests/contract/vitest.config.ts
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { ContractReporter } from './reporter';

/** Upstream's order (its Jest testSequencer sorts file paths with localeCompare): the files share one database. */
class UpstreamOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // Upstream imports types without `import type`; drop imports used only as types, as its ts-jest does. Our
  // tsconfig.json keeps them (verbatimModuleSyntax), and `type-fest` has nothing to import at run time.
  oxc: { typescript: { onlyRemoveTypeImports: false } },
  resolve: {
    alias: [
      // The client under test is the one we install (supabase-js 2.109.0's), not upstream's source tree.
      { find: /^\.\.\/src\/index$/, replacement: '@supabase/postgrest-js' },
      // Upstream depends on zod 3; zod 4 ships that API as `zod/v3`.
      { find: /^zod$/, replacement: 'zod/v3' },
    ],
  },
  test: {
    name: 'contract',
    include: ['tests/contract/postgrest-js/test/*.test.ts'],
    globals: true,
    environment: 'node',
    globalSetup: ['tests/contract/global-setup.ts'],
    setupFiles: ['tests/contract/setup.ts'],
    fileParallelism: false,
    // One module graph for all files (upstream's leave no global behind; setup.ts patches once): half the CPU.
    isolate: false,
    sequence: { sequencer: UpstreamOrder },
    reporters: ['default', new ContractReporter()],
    // Upstream's Jest timeout. Two tests wait 7 s each for the client's retries to an unreachable host.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
