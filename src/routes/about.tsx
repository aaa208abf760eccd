import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/about-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/about')({
  loader: () => loadNamespaces('about'),
  component: AboutPage,
});
