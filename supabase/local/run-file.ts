/**
 * `<dataDir>/server.json`: which process owns the data directory and where its API answers. The server
 * writes it before it opens the database and removes it when it stops, so the admin CLI finds the server
 * whatever port it listens on, and never opens PGlite files that a live server holds (PGlite takes no
 * lock of its own). A file left by a server that died is recognised by its process being gone.
 */
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export const RUN_FILE = 'server.json';

export interface RunInfo {
  pid: number;
  /** Unset while the server is still starting (opening and migrating the database). */
  apiUrl?: string;
}

export function runFilePath(dataDir: string): string {
  return path.join(dataDir, RUN_FILE);
}

export async function writeRunFile(dataDir: string, info: RunInfo): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(runFilePath(dataDir), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

/** Removes the file only when it is still this process's: a server started after us may own it now. */
export async function removeRunFile(dataDir: string, pid = process.pid): Promise<void> {
  const info = await readRunFile(dataDir);
  if (info?.pid === pid) await rm(runFilePath(dataDir), { force: true });
}

/** The file's contents, or undefined when it is missing or unreadable. */
export async function readRunFile(dataDir: string): Promise<RunInfo | undefined> {
  let text: string;
  try {
    text = await readFile(runFilePath(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as Partial<RunInfo>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid as number) <= 0) return undefined;
    return {
      pid: parsed.pid as number,
      ...(typeof parsed.apiUrl === 'string' && URL.canParse(parsed.apiUrl) ? { apiUrl: parsed.apiUrl } : {}),
    };
  } catch {
    return undefined;
  }
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
