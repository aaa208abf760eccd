import { createRootRoute } from '@tanstack/react-router';
import { SiteLayout } from '../components/site-layout';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';

export const Route = createRootRoute({
  component: SiteLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
