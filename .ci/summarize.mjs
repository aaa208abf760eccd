// Adds up the test counts printed by vitest and Playwright in a log and prints `N passed, N failed`. Before that
// line it repeats the name of every test that failed (or passed only on a retry), so the last lines of a long log
// say what to look at.
import { readFileSync } from 'node:fs';

const [logFile, status = '0'] = process.argv.slice(2);
// Strip colour codes so the counts can be matched.
const ESC = String.fromCharCode(27);
const text = readFileSync(logFile, 'utf8').replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');
let passed = 0;
let failed = 0;
const failures = new Set();
// Playwright lists the failed and flaky tests, indented, under their count.
let listing = false;
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)( \(|$)/.exec(line);
  if (pw) {
    if (pw[2] === 'passed') passed += Number(pw[1]);
    else if (pw[2] !== 'skipped' && pw[2] !== 'did not run') failed += Number(pw[1]);
    listing = pw[2] === 'failed' || pw[2] === 'flaky' || pw[2] === 'interrupted';
    continue;
  }
  if (listing && /^\s{4}\S/.test(line)) {
    failures.add(line.trim());
    continue;
  }
  listing = false;
  // vitest names each failed test in its summary: ` FAIL  db  tests/db/x.test.ts > a suite > a test`.
  const vitestFail = /^\s*FAIL\s+(.*\S)\s*$/.exec(line);
  if (vitestFail) failures.add(vitestFail[1].replace(/\s+/g, ' '));
}
// A gate that stopped the run before any suite reported (types, lint, format) is a failure too.
if (status !== '0' && failed === 0) failed = 1;
if (failures.size > 0) {
  console.log('Failed:');
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed`);
