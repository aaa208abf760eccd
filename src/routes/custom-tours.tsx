import { createFileRoute } from '@tanstack/react-router';
import { CustomToursPage } from '../features/custom-tours/custom-tours-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/custom-tours')({
  loader: () => loadNamespaces('custom-tours'),
  component: CustomToursPage,
});
