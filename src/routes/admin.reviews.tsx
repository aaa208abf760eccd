import { createFileRoute } from '@tanstack/react-router';
import { TourReviewsPage } from '../features/admin-reviews/components/tour-reviews-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/reviews')({
  loader: () => loadNamespaces('admin-reviews'),
  component: TourReviewsPage,
});
