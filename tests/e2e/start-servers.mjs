// The browser tests' servers, one per project, started side by side. Playwright starts the servers of its
// `webServer` list one after another, each once the one before answers; each start is mostly one thread (the
// app's build, then the database's migrations): on two cores the tests began 42 s after two starts in turn,
// 32 s after two side by side.
// E2E_SERVERS (set by playwright.config.ts) lists each server's health URL and environment. Output is passed
// on line by line with the project's name; "E2E servers ready" is printed once every server answers, and if
// any server exits, every server is ended at once (Playwright then says the server exited early).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const POLL_MS = 250;
/** How long a server that exited has to pass on the last of its output (its reason) before all are ended. */
const DRAIN_MS = 200;
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');

/**
 * Ends every server with this process: Playwright starts this command in a process group of its own and ends a
 * run by killing that group, so the servers (and the builds they run) are in it; here it is killed at once.
 */
function killGroup() {
  process.kill(0, 'SIGKILL');
}
process.on('SIGTERM', killGroup);
process.on('SIGINT', killGroup);

for (const { name, command, env } of servers) {
  const child = spawn('sh', ['-c', command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${name}: ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    console.error(`${name}: the server exited (${signal ?? `code ${code}`}) before the tests ended`);
    setTimeout(killGroup, DRAIN_MS);
  });
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(servers.map(({ healthUrl }) => healthUrl));
while (waiting.size > 0) {
  for (const url of waiting) if (await answers(url)) waiting.delete(url);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
console.log('E2E servers ready');
