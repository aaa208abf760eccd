import { createFileRoute } from '@tanstack/react-router';
import { GalleryAdminPage } from '../features/staff/gallery/components/gallery-admin-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/gallery')({
  loader: () => loadNamespaces('admin-gallery', 'admin-history'),
  component: GalleryAdminPage,
});
