// `npm test`: the quick gate (types, lint, format, unit tests) runs at a lower priority (`nice`) beside everything;
// the migrated databases the suites copy are made once, then the database suite, the API suite and the contract
// suite (postgrest-js's own tests against our server) run side by side, then the browser suites (Playwright). Each
// vitest suite runs its files one after another in one worker (vitest leaves one core to the rest), so run together
// the database and API suites kept one core and left the other to the niced gate; as two processes they share both.
// On two cores the browser tests leave no processor idle, so suites run beside them got almost no time and passed
// their time limits after half an hour; the browser suites start once the others are done, and have the machine.
// The held reports (the gate's, the vitest suites') are printed whole at the end, after the browser tests' own, so
// none of them interleave. Fails if any of them fails; the browser tests run even when a suite before them failed.
// Arguments are passed on to Playwright (e.g. `npm test -- --project desktop`).
import { spawn } from 'node:child_process';

function exitCode(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output kept until the end; resolves to its report and exit code. */
function held(label, command, args, { nice = false } = {}) {
  const chunks = [];
  const [file, ...rest] = nice ? ['nice', '-n', '15', command, ...args] : [command, ...args];
  const child = spawn(file, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return exitCode(child).then((code) => {
    console.log(`(${label} finished ${code === 0 ? 'green' : 'with failures'}; its report follows the browser tests)`);
    return { label, code, report: Buffer.concat(chunks) };
  });
}

const TEMPLATES_DEADLINE_MS = 300_000;
/** The installed command itself: npx would first spend about a second of processor time finding it. */
const VITEST = 'node_modules/.bin/vitest';

/** Runs `tests/helpers/make-templates.ts <command>` with Node's tsx loader; resolves to its exit code and output. */
function templates(command) {
  const child = spawn(
    process.execPath,
    ['--liftoff-only', '--import', 'tsx', 'tests/helpers/make-templates.ts', command],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  // Two migrations take seconds; one that hangs would hold every suite.
  const deadline = setTimeout(() => child.kill('SIGKILL'), TEMPLATES_DEADLINE_MS);
  return exitCode(child).then((code) => {
    clearTimeout(deadline);
    return { code, output: Buffer.concat(chunks).toString('utf8') };
  });
}

const gate = held('the quick gate: types, lint, format, unit tests', 'npm', ['run', 'check'], { nice: true });
// The migrated databases every suite copies, made once (tests/helpers/make-templates.ts says why). Without them
// (a migration that fails), each suite makes its own and fails there, with its own report.
const made = await templates('make');
if (made.code === 0) Object.assign(process.env, JSON.parse(made.output.trim().split('\n').at(-1)));
else process.stdout.write(`The suites' database templates could not be made (exit ${made.code}):\n${made.output}\n`);
const suiteResults = await Promise.all([
  held('the database suite', VITEST, ['run', '--project', 'db']),
  held('the API suite', VITEST, ['run', '--project', 'api']),
  held("the contract suite: postgrest-js's own tests", VITEST, ['run', '--config', 'tests/contract/vitest.config.ts']),
]);
const playwrightCode = await exitCode(
  spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit' }),
);
const gateResult = await gate;
if (made.code === 0) await templates('clean');
const results = [gateResult, ...suiteResults];
for (const { label, report } of results) {
  process.stdout.write(`\n--- ${label} ---\n`);
  process.stdout.write(report);
}
process.exitCode = results.find((result) => result.code !== 0)?.code || playwrightCode;
