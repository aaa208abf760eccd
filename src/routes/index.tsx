import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/')({
  loader: () => loadNamespaces('home'),
  component: HomePage,
});
