/** Rules about one page view: where it is, how far it was scrolled, how long it was looked at. */

export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;
/** A stay counts as time on page only when it is longer than this (exactly 30 s is not). */
export const TIME_ON_PAGE_MIN_MS = 30_000;
const MAX_PATH_LENGTH = 300;

/**
 * The path as recorded: the pathname only (no query or hash, which may carry what a visitor typed or an
 * id from an e-mail link), or null for pages that are never tracked (the staff pages, /admin and below).
 */
export function sanitisePath(raw: string): string | null {
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  path = path.replace(/\s+/g, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (/^\/admin(\/|$)/i.test(path)) return null;
  return path.slice(0, MAX_PATH_LENGTH);
}

/**
 * How far down the page the visitor has seen, in percent: the bottom edge of the viewport against the
 * document's height (what GA4 measures too).
 */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 0;
  return Math.min(100, ((scrollY + viewportHeight) / documentHeight) * 100);
}

/** The milestones newly passed at `percent`; each is reported once per page view (`reached` remembers). */
export function newScrollMilestones(percent: number, reached: Set<number>): number[] {
  const passed = SCROLL_MILESTONES.filter((milestone) => percent >= milestone && !reached.has(milestone));
  passed.forEach((milestone) => reached.add(milestone));
  return passed;
}

/**
 * Visible time on one page view: only time while the tab was visible counts, so a page left open in a
 * background tab overnight does not read as eight hours of reading.
 */
export class VisibleTime {
  private total = 0;
  private since: number | null;

  constructor(now: number, visible: boolean) {
    this.since = visible ? now : null;
  }

  setVisible(visible: boolean, now: number): void {
    if (visible && this.since === null) this.since = now;
    if (!visible && this.since !== null) {
      this.total += now - this.since;
      this.since = null;
    }
  }

  elapsed(now: number): number {
    return this.total + (this.since === null ? 0 : now - this.since);
  }
}

/** Seconds to report as time on page, or null when the stay was 30 s or less. */
export function timeOnPageSeconds(visibleMs: number): number | null {
  return visibleMs > TIME_ON_PAGE_MIN_MS ? visibleMs / 1000 : null;
}
