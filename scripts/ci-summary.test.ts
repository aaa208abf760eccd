import { describe, expect, it } from 'vitest';
import { summarize } from '../.ci/summarize.mjs';

// Shapes of the reports `npm test` prints: Playwright's list reporter and vitest's summary.
const ESC = String.fromCharCode(27);
const playwright = [
  '  ✓   1 [phone] › tests/e2e/home.spec.ts:5:1 › opens (1.2s)',
  '  ✘   2 [desktop] › tests/e2e/admin-content.spec.ts:342:3 › an open site › picks up an update (20.1s)',
  '',
  '',
  '  1) [desktop] › tests/e2e/admin-content.spec.ts:342:3 › an open site › picks up an update ',
  '',
  `    ${ESC}[31mError: expect(locator).toContainText(expected) failed${ESC}[39m`,
  '',
  "    Locator: locator('main')",
  `    Expected substring: "Neu veröffentlicht"`,
  `    Received string:    "${'Startseite '.repeat(100)}"`,
  '    Timeout: 15000ms',
  '',
  '    Call log:',
  '      - Expect "toContainText" with timeout 15000ms',
  '        30 × locator resolved to <main id="main">…</main>',
  '',
  "      > 371 |     await expect(page.locator('main')).toContainText(german);",
  '        at /ci/tests/e2e/admin-content.spec.ts:371:40',
  '',
  '    Error Context: test-results/admin-content/error-context.md',
  '',
  '  1 failed',
  '    [desktop] › tests/e2e/admin-content.spec.ts:342:3 › an open site › picks up an update ',
  '  1 flaky',
  '    [phone] › tests/e2e/forms.spec.ts:9:1 › sends ',
  '  258 passed (14.5m)',
].join('\n');
const vitest = [
  ' ✓  db  tests/db/a.test.ts (3 tests) 20ms',
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' FAIL   api  tests/api/input-limits.test.ts > request bodies > refuses a 50 MB body',
  'TypeError: fetch failed',
  ' ❯ tests/api/input-limits.test.ts:70:22',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
  '',
  ' Test Files  1 failed | 19 passed (20)',
  '      Tests  1 failed | 184 passed (185)',
].join('\n');

describe('the CI summary', () => {
  it('adds up both reporters and names each failure with its error, the call log and long lines left out', () => {
    const lines = summarize(`${playwright}\n${vitest}`, '1');
    expect(lines.at(-1)).toBe('442 passed, 3 failed');
    expect(lines[0]).toBe('Failed:');
    const shown = lines.join('\n');
    expect(lines[1]).toBe('  [desktop] › tests/e2e/admin-content.spec.ts:342:3 › an open site › picks up an update');
    expect(lines[2]).toBe('      Error: expect(locator).toContainText(expected) failed');
    expect(shown).toContain('      Expected substring: "Neu veröffentlicht"');
    expect(shown).toContain("      > 371 |     await expect(page.locator('main')).toContainText(german);");
    expect(shown).not.toContain('Call log');
    expect(shown).not.toContain('30 × locator');
    expect(shown).not.toContain('Error Context');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(6 + 241);
    // A flaky test is named though its error was printed for its first try only.
    expect(shown).toContain('  [phone] › tests/e2e/forms.spec.ts:9:1 › sends');
    expect(shown).toContain(
      '  api tests/api/input-limits.test.ts > request bodies > refuses a 50 MB body\n      TypeError: fetch failed\n' +
        '       ❯ tests/api/input-limits.test.ts:70:22',
    );
    expect(shown).not.toContain('[1/1]');
  });

  it('counts a run that stopped before any suite reported as a failure, and a green run as green', () => {
    expect(summarize('error TS2322: nope\n', '2')).toEqual(['0 passed, 1 failed']);
    expect(summarize('      Tests  185 passed (185)\n  258 passed (14.5m)\n', '0')).toEqual(['443 passed, 0 failed']);
  });
});
