/**
 * Publishing, locally: when what travellers read changes (`content_published`, whose trigger sends
 * NOTIFY site_content, migration 20261129100000_site_build_signal.sql), the pages it changed are rendered
 * again into the served site (scripts/republish.ts) within seconds, with the render kit `npm start`'s
 * build kept. Hosted, the same change calls the static host's deploy hook instead (docs/deploy.md).
 *
 * One run at a time; changes during a run cause one more run after it (a burst of publishes is one run
 * or two). Without a built site or a kit (the API alone, `npm run backend` before any build) there is
 * nothing to render into, and the next build renders what is published.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { KIT_FILE, SHELL_FILE } from '../../scripts/prerender.ts';
import { republish, type RepublishResult } from '../../scripts/republish.ts';
import { publishedItemsIn } from '../../scripts/site-content/read-published.ts';
import type { Db } from './db.ts';
import type { LocalConfig } from './config.ts';

/** A publish is often followed by another (an admin publishing a few items): they are rendered together. */
const SETTLE_MS = 150; // ms

export interface SitePublisher {
  /** Renders what changed (as a NOTIFY would). */
  publish(): void;
  /** Settles when no run is on its way or asked for. */
  idle(): Promise<void>;
  /** The outcome of the last run: what it wrote, or why the site was left as it was. */
  readonly last: { result: RepublishResult; ms: number } | { error: Error } | undefined;
  close(): Promise<void>;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export async function startSitePublisher(options: {
  db: Db;
  config: LocalConfig;
  log?: (line: string) => void;
}): Promise<SitePublisher> {
  const { db, config } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  let wanted = false;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closing = false;
  let last: SitePublisher['last'];

  async function runOnce(): Promise<void> {
    if (
      !(await exists(path.join(config.renderKitDir, KIT_FILE))) ||
      !(await exists(path.join(config.distDir, SHELL_FILE)))
    ) {
      log('Published: no built site to render into here; the next build renders it.');
      return;
    }
    const started = performance.now();
    try {
      const items = await publishedItemsIn(db);
      const result = await republish({ distDir: config.distDir, kitDir: config.renderKitDir, items });
      const ms = Math.round(performance.now() - started);
      last = { result, ms };
      const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
      log(
        `Published: ${count(result.pages.length, 'page')} and ${count(result.contentFiles.length, 'content file')} ` +
          `rendered again${result.removed.length ? `, ${count(result.removed.length, 'file')} removed` : ''} in ${ms} ms.`,
      );
    } catch (error) {
      last = { error: error instanceof Error ? error : new Error(String(error)) };
      console.error(
        `The site was not updated after a publish (it still serves the pages before it): ${last.error.message}`,
      );
    }
  }

  function run() {
    timer = undefined;
    if (closing) return;
    if (running) return;
    running = (async () => {
      while (wanted && !closing) {
        wanted = false;
        await runOnce();
      }
    })().finally(() => {
      running = null;
      if (wanted && !closing) run();
    });
  }

  function publish() {
    if (closing) return;
    wanted = true;
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  }

  const unlisten = await db.listen('site_content', () => publish());

  return {
    publish,
    async idle() {
      while (timer !== undefined || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
    },
    get last() {
      return last;
    },
    async close() {
      closing = true;
      clearTimeout(timer);
      timer = undefined;
      await unlisten().catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
