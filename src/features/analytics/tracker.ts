/**
 * The analytics state of one tab: turns bus events and the page's signals (scrolling, focus, clicks,
 * visibility, web vitals) into rows. DOM-free: the runtime feeds it, the unit tests drive it directly.
 */
import type { BusEvent } from '../../lib/analytics';
import { formStart, type DerivedEvent } from './interactions';
import { newScrollMilestones, sanitisePath, timeOnPageSeconds, VisibleTime } from './page-rules';
import { buildRow, rowLanguage, type AnalyticsRow, type RowInput } from './rows';
import type { AnalyticsSession } from './session';
import { trafficSource } from './traffic-source';
import type { VitalMetric } from './vitals';

export interface TrackerDeps {
  session: AnalyticsSession;
  /** The page's language now (the <html lang> the app keeps current). */
  language: () => string;
  referrer: string;
  ownHost: string;
  now: () => number;
  uuid: () => string;
  visible: () => boolean;
  /** This document was loaded by reloading the page (Navigation Timing type 'reload'). */
  reloaded: boolean;
}

interface PageView {
  path: string;
  time: VisibleTime;
  scroll: Set<number>;
  forms: Set<string>;
  timeReported: boolean;
}

export class Tracker {
  /** The page being viewed, or null before the first one and on pages never tracked (/admin). */
  private page: PageView | null = null;
  /** The document's first page: web vitals describe its load. */
  private landingPath: string | null | undefined;
  private lastPath: string | undefined;
  private firstInDocument = true;

  constructor(
    private readonly deps: TrackerDeps,
    private readonly emit: (row: AnalyticsRow) => void,
  ) {}

  /** A bus event: page views start a new page; any other event is recorded on the page it happened on. */
  handle(event: BusEvent): void {
    if (event.name === 'page_view') {
      this.pageView(event);
      return;
    }
    const path = sanitisePath(event.path);
    if (path === null) return;
    this.row({ name: event.name, path, at: event.at, props: event.props, value: event.value });
  }

  private pageView(event: BusEvent): void {
    const path = sanitisePath(event.path);
    // The same page resolved again (search or hash changes, a re-render): still the same page view.
    if (event.path.split(/[?#]/, 1)[0] === this.lastPath) return;
    this.lastPath = event.path.split(/[?#]/, 1)[0];
    this.reportTime(event.at);
    if (this.landingPath === undefined) this.landingPath = path;
    if (path === null) {
      this.page = null;
      return;
    }
    this.page = {
      path,
      time: new VisibleTime(event.at, this.deps.visible()),
      scroll: new Set(),
      forms: new Set(),
      timeReported: false,
    };
    // Reloading the page one is on is not viewing another page (nor the start of a visit).
    const reload = this.firstInDocument && this.deps.reloaded && this.deps.session.lastPath === path;
    this.firstInDocument = false;
    this.deps.session.lastPath = path;
    if (reload) return;
    const count = this.deps.session.nextPage();
    if (count === 1) {
      const origin = trafficSource(this.deps.referrer, this.deps.ownHost);
      const referrerHost = 'referrerHost' in origin ? origin.referrerHost : null;
      this.row({ name: 'page_view', path, at: event.at, source: origin.source, referrerHost });
      if (origin.source === 'organic') {
        this.row({ name: 'organic_visit', path, at: event.at, props: { engine: origin.engine } });
      }
    } else {
      this.row({ name: 'page_view', path, at: event.at });
      this.row({ name: 'page_depth', path, at: event.at, value: count });
    }
  }

  /** The page was scrolled to `percent` of its height. */
  scrolled(percent: number): void {
    const page = this.page;
    if (!page) return;
    for (const milestone of newScrollMilestones(percent, page.scroll)) {
      this.row({ name: 'scroll_depth', path: page.path, at: this.deps.now(), value: milestone });
    }
  }

  /** A field of a form marked with data-analytics-form got focus. */
  focused(formName: string | null): void {
    const page = this.page;
    if (!page) return;
    const start = formStart(formName, page.forms);
    if (start) this.derived([start]);
  }

  /** Events a click stood for (see interactions.ts), on the current page. */
  derived(events: DerivedEvent[]): void {
    const page = this.page;
    if (!page) return;
    const at = this.deps.now();
    for (const event of events) this.row({ name: event.name, path: page.path, at, props: event.props });
  }

  /** The tab was hidden or shown; hiding is leaving as far as time on page goes (it may be the last chance). */
  visibility(visible: boolean): void {
    const now = this.deps.now();
    this.page?.time.setVisible(visible, now);
    if (!visible) this.reportTime(now);
  }

  /** The page is being unloaded. */
  leave(): void {
    this.reportTime(this.deps.now());
  }

  vital(metric: VitalMetric, value: number, currentPath: string): void {
    const path = this.landingPath === undefined ? sanitisePath(currentPath) : this.landingPath;
    if (path === null) return;
    this.row({ name: 'web_vital', path, at: this.deps.now(), props: { metric }, value });
  }

  /**
   * Time on page is reported once per page view, the first time the visitor leaves it (another page,
   * the tab hidden, the page closed) after more than 30 s of visible time.
   */
  private reportTime(now: number): void {
    const page = this.page;
    if (!page || page.timeReported) return;
    const seconds = timeOnPageSeconds(page.time.elapsed(now));
    if (seconds === null) return;
    page.timeReported = true;
    this.row({ name: 'time_on_page', path: page.path, at: now, value: seconds });
  }

  private row(input: Omit<RowInput, 'id' | 'sessionId' | 'language'>): void {
    const row = buildRow({
      ...input,
      id: this.deps.uuid(),
      sessionId: this.deps.session.id,
      language: rowLanguage(this.deps.language()),
    });
    if (row) this.emit(row);
  }
}
