/**
 * The per-tab session: a random id and the number of pages viewed, both in sessionStorage (gone when the
 * tab closes). No cookie and nothing in localStorage: nothing links two visits.
 */
export const SESSION_ID_KEY = 'lt-analytics-session';
export const PAGE_COUNT_KEY = 'lt-analytics-pages';
export const LAST_PATH_KEY = 'lt-analytics-path';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AnalyticsSession {
  readonly id: string;
  private pages: number;

  constructor(
    private readonly storage: StorageLike | undefined,
    randomUUID: () => string = () => crypto.randomUUID(),
  ) {
    const stored = safeGet(storage, SESSION_ID_KEY);
    this.id = stored && UUID.test(stored) ? stored : randomUUID();
    if (this.id !== stored) safeSet(storage, SESSION_ID_KEY, this.id);
    const count = Number(safeGet(storage, PAGE_COUNT_KEY));
    this.pages = Number.isInteger(count) && count > 0 ? count : 0;
  }

  /** The last page recorded in this tab (to tell a reload of it from a new page view). */
  get lastPath(): string | null {
    return safeGet(this.storage, LAST_PATH_KEY);
  }

  set lastPath(path: string) {
    safeSet(this.storage, LAST_PATH_KEY, path);
  }

  /** Counts one more page view and returns the count so far (1 on the session's first page). */
  nextPage(): number {
    this.pages += 1;
    safeSet(this.storage, PAGE_COUNT_KEY, String(this.pages));
    return this.pages;
  }
}

// Storage may throw (blocked storage, private modes): the session then lives in memory for this page.
function safeGet(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // see safeGet
  }
}
