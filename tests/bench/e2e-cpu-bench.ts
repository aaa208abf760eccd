/**
 * bench:e2e-cpu: where the browser suites' processor time goes. On two cores every suite of `npm test` keeps the
 * machine busy from start to end, so its wall time is its processor time over two, and only less work makes it
 * shorter. This runs each project's browser tests alone (nothing else of the suite beside them) and, for every test,
 * reads the machine's busy time from /proc/stat as it starts and ends: Chromium, Playwright and the local server
 * together, the context's set-up and close included. It prints each project's totals, the files and the tests that
 * cost most. Arguments go to Playwright (`npm run bench:e2e-cpu -- forms.spec.ts`); E2E_PROJECTS picks the projects
 * (both by default), E2E_CPU_TOP the number of tests listed (25).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { busyProcessorSeconds, type TestProcessorTime } from '../e2e/processor-time';
import { printMachine } from './machine';

const PROJECTS = (process.env.E2E_PROJECTS ?? 'desktop,phone').split(',');
const TOP = Number(process.env.E2E_CPU_TOP ?? 25);
const args = process.argv.slice(2);

function run(project: string, report: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=dot', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, E2E_PROJECTS: project, E2E_CPU_REPORT: report },
    });
    child.on('close', (code) => resolve(code));
  });
}

const seconds = (value: number) => value.toFixed(1).padStart(7);

printMachine('bench:e2e-cpu', { browser: true });
const dir = await mkdtemp(path.join(tmpdir(), 'e2e-cpu-'));
const results: { project: string; wall: number; busy: number; code: number | null; tests: TestProcessorTime[] }[] = [];
try {
  for (const project of PROJECTS) {
    const report = path.join(dir, `${project}.jsonl`);
    const started = Date.now();
    const busyBefore = busyProcessorSeconds();
    const code = await run(project, report);
    const busy = busyProcessorSeconds() - busyBefore;
    const text = await readFile(report, 'utf8').catch(() => '');
    const tests = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TestProcessorTime);
    results.push({ project, wall: (Date.now() - started) / 1000, busy, code, tests });
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

for (const { project, wall, busy, code, tests } of results) {
  const inTests = tests.reduce((sum, test) => sum + test.cpu, 0);
  console.log(
    `\n${project}: ${tests.length} tests${code === 0 ? '' : ` (Playwright exited ${code})`}, ${seconds(wall)} s wall, ` +
      `${seconds(busy)} CPU-s busy in all, ${seconds(inTests)} in tests (the rest: servers' start, builds, workers)`,
  );
  const files = new Map<string, { cpu: number; duration: number; count: number }>();
  for (const test of tests) {
    const file = files.get(test.file) ?? { cpu: 0, duration: 0, count: 0 };
    file.cpu += test.cpu;
    file.duration += test.duration;
    file.count += 1;
    files.set(test.file, file);
  }
  console.log('  CPU-s   test-s  tests  file');
  for (const [file, { cpu, duration, count }] of [...files].sort((a, b) => b[1].cpu - a[1].cpu))
    console.log(`${seconds(cpu)}  ${seconds(duration)}  ${String(count).padStart(5)}  ${file}`);
  console.log(`  CPU-s   test-s  the ${TOP} tests that cost most`);
  for (const test of [...tests].sort((a, b) => b.cpu - a.cpu).slice(0, TOP))
    console.log(`${seconds(test.cpu)}  ${seconds(test.duration)}  ${test.file}:${test.line} ${test.title}`);
}
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
