import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/about-page';
import { loadPageContent } from '../content/store';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/about')({
  loader: () => Promise.all([loadNamespaces('about'), loadPageContent('about')]),
  component: AboutPage,
});
