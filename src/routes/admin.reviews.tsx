import { createFileRoute } from '@tanstack/react-router';
import { SectionPlaceholder } from '../features/admin-shell/admin-pages';

export const Route = createFileRoute('/admin/reviews')({
  component: () => <SectionPlaceholder section="reviews" />,
});
