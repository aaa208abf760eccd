/**
 * Ends the run with one line, `contract: N pass, N loud, N silent`: tests that passed as upstream wrote
 * them, tests refused loudly as expected.ts lists them, and tests known to answer differently. vitest's own
 * summary counts all three as passed, since each behaved as listed. A listed name that no test has any more
 * (renamed or removed upstream) fails the run, so the lists cannot go stale.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { KNOWN_DIFFERENT, LOUD } from './expected';

export class ContractReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const counts = { pass: 0, loud: 0, silent: 0 };
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const testModule of testModules) {
      const file = path.basename(testModule.moduleId, '.test.ts');
      files.add(file);
      for (const testCase of testModule.children.allTests()) {
        seen.add(`${file} > ${testCase.fullName}`);
        const outcome = testCase.meta().contract;
        if (testCase.result().state === 'passed' && outcome) counts[outcome]++;
      }
    }
    // Skipped tests are collected too, so a name filter (-t) does not make listed names look gone.
    const stale = Object.keys({ ...LOUD, ...KNOWN_DIFFERENT }).filter(
      (name) => files.has(name.slice(0, name.indexOf(' > '))) && !seen.has(name),
    );
    if (stale.length > 0) {
      console.error(`\ntests/contract/expected.ts lists tests that did not run:\n  ${stale.join('\n  ')}`);
      process.exitCode = 1;
    }
    console.log(`\ncontract: ${counts.pass} pass, ${counts.loud} loud, ${counts.silent} silent`);
  }
}
