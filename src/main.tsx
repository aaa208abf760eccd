import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { ContentGroup } from './content/published';
import { CONTENT_GROUPS_META, loadContent } from './content/store';
import { trackPage } from './lib/analytics';
import {
  chosenLanguage,
  languageOfPath,
  loadNamespaces,
  localizedPath,
  setupI18n,
  SUPPORTED_LANGUAGES,
  type Language,
} from './lib/i18n';
import { pageLive } from './lib/hydration';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './lib/service-worker';
import { outboxMayHaveItems } from './offline/outbox-hint';
import { createAppRouter } from './router';
import './styles.css';

const HYDRATION_WAIT_MS = 5000;

function startRouter() {
  const router = createAppRouter();
  // Every page the router commits is a page view (onLoad: the new page is about to render, so its own
  // events come after it; 'onResolved' is skipped when the visitor moves on before it fires). The bus
  // holds them until the analytics runtime has loaded.
  router.subscribe('onLoad', (event) => trackPage(event.toLocation.pathname));
  return router;
}

function pageLanguage(): Language | undefined {
  const lang = document.documentElement.lang;
  return SUPPORTED_LANGUAGES.find((supported) => supported === lang);
}

/**
 * A pre-rendered page (scripts/prerender.ts) is hydrated: first the texts and the route's code and data
 * are made ready, exactly as the build had them, so the first client render matches the HTML and nothing
 * suspends. (A visitor who chose another language was sent to that language's page before this, in boot.)
 */
async function hydrate(root: HTMLElement, language: Language): Promise<void> {
  // Each step in a task of its own, so that on a slow phone none of them holds the page for long
  // (evaluating the modules, making the router, starting i18next were one task of 40 ms on a fast
  // desktop, four times that on a phone). The page is on screen and its links work meanwhile.
  await nextTask();
  const router = startRouter();
  await nextTask();
  await setupI18n(language);
  const listed = (name: string) =>
    (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? []).filter(Boolean);
  await Promise.all([
    loadNamespaces('common', 'images', ...listed('i18n-namespaces')),
    ...listed(CONTENT_GROUPS_META).map((group) => loadContent(language, group as ContentGroup)),
    router.load(),
  ]);
  await nextTask();
  // Render the match tree the way the server did (no extra Suspense boundary around the root match).
  router.ssr = { manifest: undefined };
  // Navigations wait until the page's content is hydrated (src/lib/hydration.ts); a page without
  // PageMeta releases them after a while anyway.
  const live = Promise.race([pageLive, new Promise<void>((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS))]);
  const unblock = router.history.block({ blockerFn: () => live.then(() => false), enableBeforeUnload: false });
  void live.then(() => {
    unblock();
    // `data-hydrated` on <html>: the page answers input from here on (browser tests wait for it).
    document.documentElement.setAttribute('data-hydrated', '');
    performance.mark('hydrated');
  });
  // As a transition, hydration is done in slices that give way to the browser (and to a tap) every few
  // milliseconds, instead of one long task on a slow phone; the page is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(root, <App router={router} />);
  });
  return live;
}

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** Resolves when the browser has a moment with nothing to do (at the latest after two seconds). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

function boot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const language = pageLanguage();
  let started: Promise<void> = Promise.resolve();
  if (root.hasChildNodes() && language) {
    // A visitor who chose a language with the switcher gets their language's page, wherever a link or
    // a search result led them; the browser's own language never redirects (search engines and shared
    // links see the page they asked for).
    const chosen = chosenLanguage();
    if (chosen && chosen !== language) {
      const { pathname, search, hash } = window.location;
      window.location.replace(`${localizedPath(pathname, chosen)}${search}${hash}`);
      return;
    }
    started = hydrate(root, language);
  } else {
    // Not awaited: components suspend until their texts arrive, while the router fetches the page's
    // code and namespaces at the same time. A language prefix in the URL decides the language.
    // Without one (the staff portal, the outbox), the visitor's preferred language.
    const prefixed = languageOfPath(window.location.pathname);
    void setupI18n(prefixed === 'en' ? undefined : prefixed);
    createRoot(root).render(<App router={startRouter()} />);
  }
  // The service worker (it precaches the site, 2 MB), the outbox and analytics start once the page is
  // loaded, hydrated and the browser is idle: on a slow phone their work competed with hydration.
  // The outbox sends what an earlier visit saved, and is loaded only when something may be waiting
  // (src/offline/outbox-hint.ts; a submission starts it itself). Analytics brings web-vitals, which
  // reads the page's measures from the browser's buffer, and decides itself whether to run at all (Do
  // Not Track, Global Privacy Control).
  // Each starts in an idle moment of its own: on a returning visit their code comes from the service
  // worker's cache at once, and together they were one long task.
  void Promise.all([started.catch(() => undefined), loaded])
    .then(idle)
    .then(() => registerServiceWorker())
    .then(idle)
    .then(() => {
      if (outboxMayHaveItems())
        void import('./offline/outbox-runtime').then((m) => m.startOutbox()).catch(() => undefined);
    })
    .then(idle)
    .then(() => {
      void import('./features/analytics/runtime').then((m) => m.startAnalytics()).catch(() => undefined);
    });
}

boot();
