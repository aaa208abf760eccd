/**
 * The only script a pre-rendered page names (scripts/prerender.ts). The page is already complete HTML;
 * this waits until the browser has painted it, then fetches the app's entry and the page's modules all at
 * once, and the entry hydrates the page (src/main.tsx). On a slow connection the text, the stylesheets and
 * the main picture thus arrive first instead of sharing the line with 120 KB of scripts that only add
 * interactivity to what is already on screen. No inline script is involved (the CSP forbids them): the
 * lists come from meta tags.
 */
const content = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
const list = (name: string) => content(name).split(' ').filter(Boolean);

/** Resolves once a frame has been painted (at the latest after a moment, e.g. in a tab opened hidden). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * What the visitor does before the app answers. The page is plain HTML until its scripts have run, which
 * on a slow phone takes seconds: a tap on a button then does nothing and what is typed into a form is not
 * in the app's state (and is gone if React has to render that part again). So from the first moment
 * this keeps, per form (by its id), what each named field holds, until the app takes it
 * (src/lib/early-input.ts), and the last tap on a control marked `data-early-tap` until the page is live.
 */
interface Early {
  typed: Record<string, Record<string, string>>;
  taken: Record<string, boolean>;
  tap?: string;
}
const early: Early = { typed: {}, taken: {} };
(window as unknown as { lankaEarly: Early }).lankaEarly = early;
const keep = (event: Event) => {
  const field = event.target as HTMLInputElement;
  const form = field.form?.id;
  if (!form || early.taken[form] || !field.name) return;
  (early.typed[form] ??= {})[field.name] = field.type === 'checkbox' ? String(field.checked) : field.value;
};
document.addEventListener('input', keep, true);
document.addEventListener('change', keep, true);
document.addEventListener(
  'click',
  (event) => {
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    const tap = (event.target as Element).closest?.('[data-early-tap]')?.getAttribute('data-early-tap');
    if (tap) early.tap = tap;
  },
  true,
);

/**
 * A later task, with `scheduler.yield()` where the browser has it (no 4 ms clamp on a chain of timeouts).
 * Kept here rather than shared with src/lib/next-task.ts: this script imports nothing.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Asks for the page's modules ahead of their imports. On a first visit they come over the network, and all
 * requests go out at once. On a returning visit the service worker answers each at once from its cache and
 * adding a preload link makes the browser take the module in then and there (1–2 ms each on a desktop,
 * 40 ms for a page's two dozen), so there each link is added in a task of its own.
 */
async function preload(hrefs: string[]) {
  const instant = Boolean(navigator.serviceWorker?.controller);
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    if (instant) await nextTask();
  }
}

/**
 * The entry's libraries (React, React DOM, the router, i18next), evaluated one per task in the order the
 * build wrote (each after what it imports), then the entry. Evaluated together they were one long task
 * that held the page on a slow phone. Should one fail to load, the entry's own import tries again.
 */
async function start(entry: string) {
  try {
    for (const stage of list('app-stages')) {
      await import(/* @vite-ignore */ stage);
      await nextTask();
    }
  } finally {
    await import(/* @vite-ignore */ entry);
  }
}

void afterFirstPaint()
  .then(() => preload(list('app-preload')))
  .then(() => {
    const entry = content('app-entry');
    if (entry) void start(entry);
  });
