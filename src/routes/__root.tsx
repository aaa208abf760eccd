import { createRootRoute } from '@tanstack/react-router';
import { SiteLayout } from '../components/site-layout';
import { NotFound } from '../components/not-found';

export const Route = createRootRoute({
  component: SiteLayout,
  notFoundComponent: NotFound,
});
