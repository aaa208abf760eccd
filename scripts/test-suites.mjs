// `npm test`: the quick gate (types, lint, format, unit tests), the database and API suites (vitest), then the
// contract suite (postgrest-js's own tests against our server), and the browser suites (Playwright) run side by
// side. The browser tests set the pace; they often wait (on pages,
// timers, the network) and leave part of the processor idle. The gate and the vitest suites run at a lower
// priority (`nice`), so they take that idle time instead of slowing the browser tests down.
// Playwright reports as it goes; the other two reports are held back and printed whole, one after the
// other, once everything has finished, so none of them interleave. Fails if any of the three fails.
// Arguments are passed on to Playwright (e.g. `npm test -- --project desktop`).
import { spawn } from 'node:child_process';

function exitCode(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command at low priority with its output kept until the end; resolves to its report and exit code. */
function held(label, command, args) {
  const chunks = [];
  const child = spawn('nice', ['-n', '15', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return exitCode(child).then((code) => {
    console.log(`(${label} finished ${code === 0 ? 'green' : 'with failures'}; its report follows the browser tests)`);
    return { label, code, report: Buffer.concat(chunks) };
  });
}

const gate = held('the quick gate: types, lint, format, unit tests', 'npm', ['run', 'check']);
const suites = held('the database and API suites', 'npx', ['vitest', 'run', '--project', 'db', '--project', 'api']);
// After the database and API suites rather than beside them: one server more at a time is enough for two cores.
const contract = suites.then(() =>
  held("the contract suite: postgrest-js's own tests", 'npx', [
    'vitest',
    'run',
    '--config',
    'tests/contract/vitest.config.ts',
  ]),
);
const playwright = exitCode(spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' }));

const [gateResult, suitesResult, contractResult, playwrightCode] = await Promise.all([
  gate,
  suites,
  contract,
  playwright,
]);
for (const { label, report } of [gateResult, suitesResult, contractResult]) {
  process.stdout.write(`\n--- ${label} ---\n`);
  process.stdout.write(report);
}
process.exitCode = gateResult.code || suitesResult.code || contractResult.code || playwrightCode;
