/**
 * What a bench's figures were measured on, printed at its start: the processor cores, the load average (a
 * machine already busy with something else slows every figure) and, for benches that drive a browser, Debian's
 * Chromium's version (its own start-up and rendering change between versions, see README, Performance).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** Debian's Chromium, as in the browser tests (playwright.config.ts). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Cores this process may run on. */
export const CORES = os.availableParallelism();

/** The 1-minute load average: processes running or waiting for a core, averaged over the last minute. */
export const loadAverage = (): number => os.loadavg()[0]!;

/** `chromium --version`, e.g. "Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)". */
export function chromiumVersion(): string {
  try {
    // stderr ignored: Debian's wrapper script prints shell noise there on some machines.
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    }).trim();
  } catch {
    return `unknown Chromium (${CHROMIUM_PATH} --version failed)`;
  }
}

/**
 * One line of machine facts under the bench's name, e.g. "bench:gallery on 2 cores, load average 0.42 0.61 0.70
 * (1, 5, 15 min), Node v20.19.0, Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)".
 */
export function printMachine(bench: string, options: { browser?: boolean } = {}): void {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const facts = [
    `${CORES} cores`,
    `load average ${load} (1, 5, 15 min)`,
    `Node ${process.version}`,
    ...(options.browser ? [chromiumVersion()] : []),
  ];
  console.log(`${bench} on ${facts.join(', ')}`);
}
