import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../features/gallery/gallery-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/gallery')({
  loader: () => loadNamespaces('gallery'),
  component: GalleryPage,
});
