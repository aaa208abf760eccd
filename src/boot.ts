/**
 * The only script a pre-rendered page names (scripts/prerender.ts). The page is already complete HTML;
 * this waits until the browser has painted it, then fetches the app's entry and the page's modules all at
 * once, and the entry hydrates the page (src/main.tsx). On a slow connection the text, the stylesheets and
 * the main picture thus arrive first instead of sharing the line with 120 KB of scripts that only add
 * interactivity to what is already on screen. No inline script is involved (the CSP forbids them): the
 * two lists come from meta tags.
 */
const content = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

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

void afterFirstPaint().then(() => {
  for (const href of content('app-preload').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = content('app-entry');
  if (entry) void import(/* @vite-ignore */ entry);
});
