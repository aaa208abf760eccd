/**
 * The machine's busy processor time, read from /proc/stat (Linux), for `npm run bench:e2e-cpu`: with
 * E2E_CPU_REPORT=<file>, every browser test appends a line with the time the whole machine was busy while it ran.
 */
import { appendFileSync, readFileSync } from 'node:fs';

/** /proc/stat counts in USER_HZ, 100 per second on Linux. */
const TICKS_PER_SECOND = 100;

/** Seconds all cores together have spent busy since boot (user, nice, system, interrupts, steal). */
export function busyProcessorSeconds(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
}

export interface TestProcessorTime {
  project: string;
  file: string;
  line: number;
  title: string;
  /** CPU-s the machine was busy from the test's first fixture to its last teardown. */
  cpu: number;
  /** The test's own duration, s, as Playwright reports it. */
  duration: number;
}

/** Where tests report, or undefined outside the bench. */
export const PROCESSOR_TIME_REPORT = process.env.E2E_CPU_REPORT || undefined;

export function reportProcessorTime(entry: TestProcessorTime): void {
  if (PROCESSOR_TIME_REPORT) appendFileSync(PROCESSOR_TIME_REPORT, `${JSON.stringify(entry)}\n`);
}
