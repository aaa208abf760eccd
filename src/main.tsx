// First: schemas built by any later import must not try to compile code (see the module).
import './lib/zod-config';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { trackPage } from './lib/analytics';
import { setupI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Every page the router commits is a page view (onLoad: the new page is about to render, so its own
// events come after it; 'onResolved' is skipped when the visitor moves on before it fires). The bus holds
// them until the analytics runtime has loaded.
router.subscribe('onLoad', (event) => trackPage(event.toLocation.pathname));

function boot() {
  // Not awaited: components suspend until their texts arrive, while the router fetches the page's
  // code and namespaces at the same time.
  void setupI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>,
  );
  registerServiceWorker();
  // The outbox sends what an earlier visit saved; loaded after the first paint (it brings IndexedDB).
  const startOutbox = () => void import('./offline/outbox-runtime').then((m) => m.startOutbox()).catch(() => undefined);
  // Analytics is loaded after the first paint too (it brings web-vitals); it decides itself whether to run
  // at all (Do Not Track, Global Privacy Control).
  const startAnalytics = () =>
    void import('./features/analytics/runtime').then((m) => m.startAnalytics()).catch(() => undefined);
  const afterLoad = () => {
    startOutbox();
    startAnalytics();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

boot();
