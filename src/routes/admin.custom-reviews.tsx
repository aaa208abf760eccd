import { createFileRoute } from '@tanstack/react-router';
import { SectionPlaceholder } from '../features/admin-shell/admin-pages';

export const Route = createFileRoute('/admin/custom-reviews')({
  component: () => <SectionPlaceholder section="customReviews" />,
});
