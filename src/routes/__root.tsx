import { ClientOnly, Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { lazy } from 'react';
import { SiteLayout } from '../components/site-layout';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { useOutboxMayHaveItems } from '../offline/use-outbox-hint';

// Loaded after the first paint, and only when something may be waiting: it needs the browser database,
// which public pages otherwise do not. Only in the browser: a pre-rendered page knows nothing of this
// device's outbox.
const OutboxIndicator = lazy(() => import('../features/outbox/outbox-indicator'));

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function Root() {
  // The staff portal has its own chrome (src/routes/admin.tsx); the public site shares SiteLayout.
  const isAdmin = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') });
  const outboxMayHaveItems = useOutboxMayHaveItems();
  return isAdmin ? (
    <Outlet />
  ) : (
    <SiteLayout
      indicator={
        outboxMayHaveItems && (
          <ClientOnly>
            <OutboxIndicator />
          </ClientOnly>
        )
      }
    />
  );
}
