import { createFileRoute } from '@tanstack/react-router';
import { CustomReviewsPage } from '../features/admin-reviews/components/custom-reviews-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/custom-reviews')({
  loader: () => loadNamespaces('admin-reviews'),
  component: CustomReviewsPage,
});
