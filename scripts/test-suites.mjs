// `npm test` after the quick gate: the database and API suites (vitest) and the browser suites (Playwright)
// run side by side. The browser tests mostly wait (on pages, timers, the network), so the vitest suites
// use what would otherwise be idle CPU. Playwright reports as it goes; the vitest report is held back and
// printed whole once both have finished, so the two never interleave. Fails if either fails.
// Arguments are passed on to Playwright (e.g. `npm test -- --project desktop`).
import { spawn } from 'node:child_process';

function exitCode(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const held = [];
const vitest = spawn('npx', ['vitest', 'run', '--project', 'db', '--project', 'api'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
vitest.stdout.on('data', (chunk) => held.push(chunk));
vitest.stderr.on('data', (chunk) => held.push(chunk));
const vitestDone = exitCode(vitest).then((code) => {
  console.log(`(database and API suites finished ${code === 0 ? 'green' : 'with failures'}; their report follows)`);
  return code;
});

const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
const [vitestCode, playwrightCode] = await Promise.all([vitestDone, exitCode(playwright)]);

process.stdout.write(Buffer.concat(held));
process.exitCode = vitestCode || playwrightCode;
