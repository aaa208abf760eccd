import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { SiteLayout } from '../components/site-layout';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { OutboxPill } from '../features/outbox/outbox-pill';
import { loadPageContent } from '../content/store';

export const Route = createRootRoute({
  // The site's content group (the footer's facts and tour links, the tour cards) is on every public page.
  loader: ({ location }) => (location.pathname.startsWith('/admin') ? undefined : loadPageContent('site')),
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function Root() {
  // The staff portal has its own chrome (src/routes/admin.tsx); the public site shares SiteLayout.
  const isAdmin = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') });
  return isAdmin ? <Outlet /> : <SiteLayout indicator={<OutboxPill />} />;
}
