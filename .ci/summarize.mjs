// Adds up the test counts printed by vitest and Playwright in a log and prints `N passed, N failed`.
import { readFileSync } from 'node:fs';

const [logFile, status = '0'] = process.argv.slice(2);
// Strip colour codes so the counts can be matched.
const ESC = String.fromCharCode(27);
const text = readFileSync(logFile, 'utf8').replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky)( \(|$)/.exec(line);
  if (pw) {
    if (pw[2] === 'passed') passed += Number(pw[1]);
    else failed += Number(pw[1]);
  }
}
// A gate that stopped the run before any suite reported (types, lint, format) is a failure too.
if (status !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
