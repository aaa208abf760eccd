import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { setupI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

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
  if (document.readyState === 'complete') startOutbox();
  else window.addEventListener('load', startOutbox, { once: true });
}

boot();
