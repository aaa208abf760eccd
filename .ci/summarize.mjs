// Adds up the test counts printed by vitest and Playwright in a log and prints `N passed, N failed`. Before that
// line it repeats the name of every test that failed (or passed only on a retry), each with the first lines of
// its error, so the last lines of a long log say what failed and how: `npm test` prints the held suites' reports
// after the browser tests' own, so a browser test's error is otherwise far from the end of the log.
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Lines of one test's error repeated under its name, and the characters kept of each. */
const ERROR_LINES = 12;
const LINE_CHARS = 240;

/** The first lines of an error block, without blank lines, Playwright's call log or its pointers to files. */
function excerpt(lines) {
  const kept = [];
  let inCallLog = false;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (/^\s*Call log:/.test(line)) {
      inCallLog = true;
      continue;
    }
    if (line.trim() === '') {
      inCallLog = false;
      continue;
    }
    if (inCallLog || /^\s*(Error Context|attachment #\d+|Retry #\d+):?/.test(line) || /^\s*[─-]{8,}/.test(line)) {
      continue;
    }
    const text = line.replace(/^\s{4}/, '');
    kept.push(text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS)}…` : text);
    if (kept.length === ERROR_LINES) break;
  }
  return kept;
}

/**
 * The summary of a log: the failed tests, each named once with its error's first lines, then the count line.
 * `status` is the exit code of the command that wrote the log.
 */
export function summarize(log, status = '0') {
  // Strip colour codes so the counts can be matched.
  const ESC = String.fromCharCode(27);
  const lines = log.replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '').split('\n');
  let passed = 0;
  let failed = 0;
  const failures = new Map(); // name -> first lines of its error
  // Playwright's list reporter prints each failure as `  1) [project] › file:line › title` and its error, then the
  // counts, each followed by the names of the failed and flaky tests, indented.
  const errors = new Map();
  let block;
  let listing = false;
  const closeBlock = () => {
    if (block) errors.set(block.name, excerpt(block.lines));
    block = undefined;
  };
  for (const [index, line] of lines.entries()) {
    const header = /^\s+\d+\) (\[.*\S)\s*$/.exec(line);
    if (header) {
      closeBlock();
      block = { name: header[1], lines: [] };
      continue;
    }
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitest) {
      closeBlock();
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const pw = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)( \(|$)/.exec(line);
    if (pw) {
      closeBlock();
      if (pw[2] === 'passed') passed += Number(pw[1]);
      else if (pw[2] !== 'skipped' && pw[2] !== 'did not run') failed += Number(pw[1]);
      listing = pw[2] === 'failed' || pw[2] === 'flaky' || pw[2] === 'interrupted';
      continue;
    }
    if (block) {
      block.lines.push(line);
      continue;
    }
    if (listing && /^\s{4}\S/.test(line)) {
      const name = line.trim();
      failures.set(name, errors.get(name) ?? []);
      continue;
    }
    listing = false;
    // vitest names each failed test in its summary, its error on the lines after:
    // ` FAIL  db  tests/db/x.test.ts > a suite > a test` then `AssertionError: …`, up to a rule of ⎯.
    const vitestFail = /^\s*FAIL\s+(.*\S)\s*$/.exec(line);
    if (vitestFail) {
      const name = vitestFail[1].replace(/\s+/g, ' ');
      const rest = lines.slice(index + 1, index + 1 + ERROR_LINES * 2);
      const end = rest.findIndex((next) => /^\s*(⎯{3,}|FAIL\s)/.test(next));
      if (!failures.get(name)?.length) failures.set(name, excerpt(end === -1 ? rest : rest.slice(0, end)));
    }
  }
  // A gate that stopped the run before any suite reported (types, lint, format) is a failure too.
  if (status !== '0' && failed === 0) failed = 1;
  const out = [];
  if (failures.size > 0) {
    out.push('Failed:');
    for (const [name, error] of failures) {
      out.push(`  ${name}`);
      for (const text of error) out.push(`      ${text}`);
    }
  }
  out.push(`${passed} passed, ${failed} failed`);
  return out;
}

// Run as a program (.ci/run), through a symlinked checkout too; imported by its test.
if (process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1])) {
  const [logFile, status = '0'] = process.argv.slice(2);
  for (const line of summarize(readFileSync(logFile, 'utf8'), status)) console.log(line);
}
