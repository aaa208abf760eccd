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

/** A later task (kept here rather than shared with src/lib/next-task.ts: this script imports nothing). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

void afterFirstPaint().then(() => {
  for (const href of list('app-preload')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = content('app-entry');
  if (entry) void start(entry);
});
